/** The health module's public face: the load balancer's check. */
export { healthRoutes } from './health.routes.ts';
