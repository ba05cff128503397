// Promotions, cashback and rebate contracts: their own entry point (`@casino/contracts/promotions`), so the
// site's first load, which carries the contracts' index, does not carry them; their pages load them lazily.
import './zod-config';
export * from './promotion';
export * as promotionApi from './promotion-endpoints';
export {
  ActiveBonusKind,
  AdminCashbackProgramme,
  RatePercent,
  CashbackKind,
  CashbackMember,
  CashbackPayout,
  CashbackTransaction,
  CashbackArticles,
  AdminCashbackArticlesBody,
} from './cashback';
export * as cashbackApi from './cashback';
export {
  AdminCoupon,
  AdminCouponBody,
  AdminCouponRedemption,
  COUPON_CODE_MIN,
  COUPON_MESSAGES,
  CouponCode,
  CouponEventData,
  CouponMemberState,
  CouponRedemption,
  CouponStatus,
  RedeemCouponBody,
} from './coupon';
export * as couponApi from './coupon';
export {
  AdminMoneyTrigger,
  AdminMoneyTriggerBody,
  AdminMoneyTriggerGrantBody,
  AdminMoneyTriggerReceipt,
  MONEY_TRIGGER_MESSAGES,
  MoneyTriggerEvent,
  MoneyTriggerReceipt,
  MoneyTriggerRepeat,
} from './money-trigger';
export * as moneyTriggerApi from './money-trigger';
