/** Who may use which feature: other modules gate their calls with assertPrivilege. */
export { assertPrivilege, privilegesOf, PRIVILEGE_MESSAGES } from './privileges';
export { privilegesRoutes } from './routes';
