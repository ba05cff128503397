export { depositTurnoverProjection } from './projection';
