// Every page of the library in one chunk, its texts first: the pages are small and share most of their
// parts, and one dynamic import keeps the shell's route table (which the home page loads) to one preload
// list. The coupon and cashback pages bring their own namespaces.
import './i18n';

export { CashbackPage } from './cashback/pages/cashback-page';
export { RebatePage } from './cashback/pages/rebate-page';
export { CouponDetailsPage } from './coupon/pages/coupon-details-page';
export { CouponHistoryPage } from './coupon/pages/coupon-history-page';
export { CouponPage } from './coupon/pages/coupon-page';
export { PromotionDetailPage } from './pages/promotion-detail-page';
export { PromotionHistoryPage } from './pages/promotion-history-page';
export { PromotionsPage } from './pages/promotions-page';
