export const appMessages = {
  notFoundTitle: /*i18n*/ { id: 'app.notFound.title', message: 'Page not found' },
  notFoundBody: /*i18n*/ {
    id: 'app.notFound.body',
    message: 'The page you are looking for does not exist or has moved.',
  },
  notFoundLink: /*i18n*/ { id: 'app.notFound.link', message: 'Go to the home page' },
  pageLoadFailed: /*i18n*/ {
    id: 'app.pageLoadFailed',
    message: 'This page could not be loaded. Check your connection and refresh the page.',
  },
  refreshPage: /*i18n*/ { id: 'app.refreshPage', message: 'Refresh Page' },
};
