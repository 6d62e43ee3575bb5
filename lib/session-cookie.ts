// Shared by middleware (edge) and the session helpers: no Node APIs here.
export const SESSION_COOKIE = 'bs_session';
