import { AdminCouponBody, couponApi } from '@casino/contracts/promotions';
import type { AdminCoupon, AdminCouponRedemption } from '@casino/contracts/promotions';
import type { Resource } from '../command';
import { noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

const formatCoupon = (c: AdminCoupon) =>
  `#${c.id}  ${c.code.padEnd(12)}  ${c.needs_verification ? 'verified' : 'instant '}  ${String(c.redeemed).padStart(6)}/${c.max_redemptions}  ${c.promotion_code}  until ${c.expires_at}  ${c.name}`;

const formatRedemption = (r: AdminCouponRedemption) =>
  `#${r.id}  ${r.code.padEnd(12)}  ${r.status.padEnd(9)}  ${r.bonus.padStart(10)}  member ${r.user_id}  ${r.createdAt}${r.note ? `  (${r.note})` : ''}`;

const listOf =
  <T>(format: (row: T) => string, empty: string) =>
  (result: unknown) => {
    const { data } = result as { data: T[] };
    return data.length === 0 ? empty : data.map(format).join('\n');
  };

/**
 * Staff's coupons: the codes, a named code or a batch of random ones for a coupon-only promotion, and the
 * redemptions waiting for verification (approve, or refuse with the reason the member reads).
 */
export const coupons: Resource = {
  name: 'coupons',
  usage: [
    'coupons list                                        every code with its redemptions',
    'coupons create --promotion CODE --name TEXT --expires ISO (--code CODE | --count N)',
    '               [--max N] [--verify yes]             one named code or N random ones',
    'coupons verifications                               redemptions waiting for staff',
    "coupons approve <id>                                open the redemption's promotion",
    'coupons refuse <id> --reason TEXT                   refuse it; the member reads the reason',
  ],
  options: ['promotion', 'name', 'expires', 'code', 'count', 'max', 'verify', 'reason'],
  parse([action, id, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list' || action === 'verifications' || action === 'create') {
      if (id !== undefined) throw new UsageError(`${action} takes no id`);
    }
    if (action === 'list') {
      return {
        run: (call) => call(couponApi.adminCouponList, {}),
        format: listOf(formatCoupon, 'No coupons.'),
      };
    }
    if (action === 'create') {
      const number = (name: string) =>
        typeof options[name] === 'string' ? Number(options[name]) : undefined;
      const parsed = AdminCouponBody.safeParse({
        promotion_code: options['promotion'],
        name: options['name'],
        expires_at: options['expires'],
        ...(options['code'] === undefined ? {} : { code: options['code'] }),
        ...(options['count'] === undefined ? {} : { count: number('count') }),
        ...(options['max'] === undefined ? {} : { max_redemptions: number('max') }),
        needs_verification: options['verify'] === 'yes' || options['verify'] === 'true',
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `--${String(issue.path[0] ?? '')}: ${issue.message}`,
        );
        throw new UsageError(`Cannot create coupons:\n${issues.join('\n')}`);
      }
      return {
        run: (call) => call(couponApi.adminCouponCreate, { body: parsed.data }),
        format: listOf(formatCoupon, 'No coupons created.'),
      };
    }
    if (action === 'verifications') {
      return {
        run: (call) => call(couponApi.adminCouponVerifications, {}),
        format: listOf(formatRedemption, 'Nothing waits for verification.'),
      };
    }
    if (action === 'approve') {
      const redemption = positiveId(id);
      return {
        run: (call) => call(couponApi.adminCouponApprove, { params: { id: redemption } }),
        format: (result) => formatRedemption(result as AdminCouponRedemption),
      };
    }
    if (action === 'refuse') {
      const redemption = positiveId(id);
      const note = reasonOf(options);
      if (!note) throw new UsageError('refuse needs --reason TEXT (the member reads it)');
      return {
        run: (call) => call(couponApi.adminCouponRefuse, { params: { id: redemption }, body: { note } }),
        format: (result) => formatRedemption(result as AdminCouponRedemption),
      };
    }
    throw new UsageError(`Unknown command for coupons: ${action ?? '(none)'}`);
  },
};
