import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { firebaseOptions } from './config';

/** The one Firebase app of the page, created on first use. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}
