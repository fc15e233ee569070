/** The error pages; each lives in its own module so the shell can load it as a lazy chunk. */
export { default as NotFoundPage } from './NotFoundPage';
export { default as UnauthorizedPage } from './UnauthorizedPage';
