import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BonusSlots } from './slots';
import { createBonusSlots } from './slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** Spec 4's one-active bonus rule: promotion, rebate, cashback or referral, one at a time. */
    bonus: BonusSlots;
  }
}

/** Decorates `app.bonus`; each bonus kind's module registers itself as the owner of its kind. */
export default fp(
  async function bonusPlugin(app: FastifyInstance) {
    app.decorate('bonus', createBonusSlots());
  },
  { name: 'bonus' },
);
