/** The config module's public face: the browser's Firebase settings (docs/decisions/001-runtime-client-config.md). */
export { configRoutes } from './config.routes.ts';
