// The phone's navigation drawer (NavDrawer): its own file, so the words ride in its lazy chunk.
export const navDrawer = {
  menu: /*i18n*/ { id: 'common.menu', message: 'Menu' },
  closeMenu: /*i18n*/ { id: 'common.closeMenu', message: 'Close menu' },
};
