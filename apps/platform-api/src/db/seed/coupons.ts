import type { LanguageCode } from '@casino/contracts';
import type { Queryable } from '../types';
import type { Texts } from './promotions';
import { insertPromotionTexts, TERMS_TITLE } from './promotions';

/** [title, description, terms] of the bonus a coupon code gives. */
const COUPON_BONUS: Texts = {
  en: [
    'Coupon bonus',
    'A bonus for redeeming a coupon code.',
    'The bonus waits in your bonus balance until you play five times its amount; one promotion at a time.',
  ],
  th: [
    'โบนัสคูปอง',
    'โบนัสสำหรับการแลกคูปองโค้ด',
    'โบนัสจะอยู่ในยอดโบนัสจนกว่าคุณจะเล่นครบห้าเท่าของจำนวนโบนัส รับได้ครั้งละหนึ่งโปรโมชัน',
  ],
  id: [
    'Bonus kupon',
    'Bonus untuk menukarkan kode kupon.',
    'Bonus tersimpan di saldo bonus sampai Anda bermain lima kali jumlahnya; satu promosi dalam satu waktu.',
  ],
  my: [
    'Bonus kupon',
    'Bonus kerana menebus kod kupon.',
    'Bonus disimpan dalam baki bonus sehingga anda bermain lima kali jumlahnya; satu promosi pada satu masa.',
  ],
  zh: [
    '优惠券奖励',
    '兑换优惠券代码即可获得的奖励。',
    '奖励保留在奖励余额中，直到您的投注额达到奖励金额的五倍；每次只能参加一个优惠活动。',
  ],
  ko: [
    '쿠폰 보너스',
    '쿠폰 코드를 사용하면 받는 보너스입니다.',
    '보너스 금액의 다섯 배를 플레이할 때까지 보너스 잔액에 보관됩니다. 프로모션은 한 번에 하나만 가능합니다.',
  ],
  vn: [
    'Thưởng phiếu',
    'Tiền thưởng khi đổi mã phiếu.',
    'Tiền thưởng nằm trong số dư thưởng cho đến khi bạn chơi đủ năm lần số tiền đó; mỗi lần một khuyến mãi.',
  ],
  hi: [
    'कूपन बोनस',
    'कूपन कोड भुनाने पर मिलने वाला बोनस।',
    'बोनस आपकी बोनस राशि में तब तक रहता है जब तक आप उसकी पाँच गुना राशि नहीं खेल लेते; एक समय में एक ही प्रमोशन।',
  ],
  bd: [
    'কুপন বোনাস',
    'কুপন কোড রিডিম করার বোনাস।',
    'বোনাসের পাঁচ গুণ খেলা না হওয়া পর্যন্ত বোনাস আপনার বোনাস ব্যালেন্সে থাকে; একবারে একটি প্রোমোশন।',
  ],
  ph: [
    'Coupon bonus',
    'Bonus sa pag-redeem ng coupon code.',
    'Mananatili ang bonus sa iyong bonus balance hanggang malaro mo ang limang beses ng halaga nito; isang promosyon sa bawat pagkakataon.',
  ],
  pt: [
    'Bónus de cupão',
    'Um bónus por resgatar um código de cupão.',
    'O bónus fica no saldo de bónus até jogar cinco vezes o seu valor; uma promoção de cada vez.',
  ],
  br: [
    'Bônus de cupom',
    'Um bônus por resgatar um código de cupom.',
    'O bônus fica no saldo de bônus até você jogar cinco vezes o valor dele; uma promoção por vez.',
  ],
  jp: [
    'クーポンボーナス',
    'クーポンコードの利用で受け取れるボーナスです。',
    'ボーナス額の5倍をプレイするまで、ボーナスはボーナス残高に保管されます。プロモーションは一度に1つまでです。',
  ],
  es: [
    'Bono de cupón',
    'Un bono por canjear un código de cupón.',
    'El bono queda en tu saldo de bonos hasta que juegues cinco veces su importe; una promoción a la vez.',
  ],
  mm: [
    'ကူပွန်ဘောနပ်စ်',
    'ကူပွန်ကုဒ်လဲလှယ်ခြင်းအတွက် ဘောနပ်စ်။',
    'ဘောနပ်စ်ပမာဏ၏ ငါးဆကို ကစားပြီးသည်အထိ ဘောနပ်စ်လက်ကျန်တွင် ရှိနေမည်။ တစ်ကြိမ်လျှင် ပရိုမိုးရှင်းတစ်ခုသာ။',
  ],
};

/** Minor units of the coupon bonus per currency. */
const BONUS = { THB: 10_000, MYR: 3_000 } as const;

/**
 * The demo's coupon codes (README): one that pays at once and one that staff verify first, per currency.
 */
const COUPONS = [
  { code: 'LUCKY100', name: 'Lucky 100', currency: 'THB', verify: false },
  { code: 'VIP100', name: 'VIP 100 (verified)', currency: 'THB', verify: true },
  { code: 'LUCKY30', name: 'Lucky 30', currency: 'MYR', verify: false },
  { code: 'VIP30', name: 'VIP 30 (verified)', currency: 'MYR', verify: true },
] as const;

const json = (rows: object[]) => [JSON.stringify(rows)];

/** A coupon-only promotion per currency and the demo's codes, inserted only when missing. */
export async function seedCoupons(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO promotions (code, category_id, layout_position, sort_order, currency_id, type, bonus_amount,
       min_deposit, turnover_multiplier, start_at, end_at, coupon_only)
     SELECT 'coupon-bonus-' || lower(x.currency), c.id, 'promotions', 100, cu.id, 'turnover', x.amount, 0, 5,
            '2025-01-01T00:00:00Z', '2027-12-31T16:59:59Z', true
       FROM jsonb_to_recordset($1::jsonb) AS x(currency text, amount bigint)
       JOIN promotion_categories c ON c.code = 'new-member' JOIN currencies cu ON cu.code = x.currency
     ON CONFLICT (code) DO NOTHING`,
    json(Object.entries(BONUS).map(([currency, amount]) => ({ currency, amount }))),
  );
  const texts = Object.keys(BONUS).flatMap((currency) =>
    Object.entries(COUPON_BONUS).map(([lang, [title, description, terms]]) => ({
      code: `coupon-bonus-${currency.toLowerCase()}`,
      lang,
      title,
      description,
      articles: [{ title: TERMS_TITLE[lang as LanguageCode], body: terms }],
    })),
  );
  await insertPromotionTexts(tx, texts);
  await tx.query(
    `INSERT INTO coupons (code, name, promotion_id, max_redemptions, needs_verification, starts_at, expires_at)
     SELECT x.code, x.name, p.id, 1000000, x.verify, '2025-01-01T00:00:00Z', '2027-12-31T16:59:59Z'
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, currency text, verify boolean)
       JOIN promotions p ON p.code = 'coupon-bonus-' || lower(x.currency)
     ON CONFLICT (code) DO NOTHING`,
    json([...COUPONS]),
  );
}
