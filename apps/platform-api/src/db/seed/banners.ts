import type { LanguageCode } from '@casino/contracts';
import {
  BANNER_ART_HEIGHT,
  BANNER_ART_PATH,
  BANNER_ART_WIDTH,
  type BannerArtName,
} from '../../modules/banner';
import type { Queryable } from '../types';

interface BannerText {
  title: string;
  subtitle: string;
  cta: string;
}

interface SeedBanner {
  key: BannerArtName;
  /** A page of the site without the language prefix. */
  route: string;
  texts: Record<LanguageCode, BannerText>;
}

/**
 * The home page's carousel: the welcome bonus, slots, the live tables and the member levels, each over
 * its artwork (drawn in the served brand's colours) with its words in the 15 languages.
 */
export const SEED_BANNERS: SeedBanner[] = [
  {
    key: 'welcome',
    route: 'promotions',
    texts: {
      en: {
        title: 'Welcome bonus',
        subtitle: 'A bonus on your first deposit, ready when you are.',
        cta: 'See promotions',
      },
      th: { title: 'โบนัสต้อนรับ', subtitle: 'รับโบนัสจากการฝากครั้งแรก พร้อมเมื่อคุณพร้อม', cta: 'ดูโปรโมชั่น' },
      id: {
        title: 'Bonus selamat datang',
        subtitle: 'Bonus untuk deposit pertama Anda, siap kapan pun Anda mau.',
        cta: 'Lihat promosi',
      },
      my: {
        title: 'Bonus alu-aluan',
        subtitle: 'Bonus untuk deposit pertama anda, sedia bila anda bersedia.',
        cta: 'Lihat promosi',
      },
      zh: { title: '新会员欢迎奖金', subtitle: '首次存款即享奖金，随时为您准备。', cta: '查看优惠' },
      ko: {
        title: '웰컴 보너스',
        subtitle: '첫 입금에 보너스를 드립니다. 언제든 준비되어 있어요.',
        cta: '프로모션 보기',
      },
      vn: {
        title: 'Thưởng chào mừng',
        subtitle: 'Nhận thưởng cho lần nạp đầu tiên, sẵn sàng khi bạn sẵn sàng.',
        cta: 'Xem khuyến mãi',
      },
      hi: { title: 'वेलकम बोनस', subtitle: 'आपकी पहली जमा राशि पर बोनस, जब चाहें तब तैयार।', cta: 'प्रमोशन देखें' },
      bd: { title: 'স্বাগতম বোনাস', subtitle: 'আপনার প্রথম জমায় বোনাস, যখন আপনি প্রস্তুত।', cta: 'প্রোমোশন দেখুন' },
      ph: {
        title: 'Welcome bonus',
        subtitle: 'May bonus sa una mong deposito, handa kapag handa ka na.',
        cta: 'Tingnan ang mga promo',
      },
      pt: {
        title: 'Bónus de boas-vindas',
        subtitle: 'Um bónus no seu primeiro depósito, pronto quando estiver.',
        cta: 'Ver promoções',
      },
      br: {
        title: 'Bônus de boas-vindas',
        subtitle: 'Um bônus no seu primeiro depósito, pronto quando você quiser.',
        cta: 'Ver promoções',
      },
      jp: {
        title: 'ウェルカムボーナス',
        subtitle: '初回入金でボーナス。準備ができたらいつでもどうぞ。',
        cta: 'プロモーションを見る',
      },
      es: {
        title: 'Bono de bienvenida',
        subtitle: 'Un bono en tu primer depósito, listo cuando tú lo estés.',
        cta: 'Ver promociones',
      },
      mm: {
        title: 'ကြိုဆိုရေး ဘောနပ်စ်',
        subtitle: 'ပထမဆုံး ငွေသွင်းမှုအတွက် ဘောနပ်စ်၊ သင်အသင့်ဖြစ်သည့်အခါ ရယူပါ။',
        cta: 'ပရိုမိုးရှင်းများ ကြည့်ရန်',
      },
    },
  },
  {
    key: 'slots',
    route: 'games?category=slots',
    texts: {
      en: {
        title: 'Spin the hottest slots',
        subtitle: 'Fresh reels, free demos and jackpots every day.',
        cta: 'Play slots',
      },
      th: { title: 'หมุนสล็อตสุดฮิต', subtitle: 'เกมใหม่ ทดลองเล่นฟรี และแจ็คพอตทุกวัน', cta: 'เล่นสล็อต' },
      id: {
        title: 'Putar slot terpopuler',
        subtitle: 'Gulungan baru, demo gratis, dan jackpot setiap hari.',
        cta: 'Main slot',
      },
      my: {
        title: 'Putar slot paling hangat',
        subtitle: 'Gelendong baharu, demo percuma dan jackpot setiap hari.',
        cta: 'Main slot',
      },
      zh: { title: '畅玩最热门老虎机', subtitle: '新游戏、免费试玩，每天都有大奖。', cta: '玩老虎机' },
      ko: { title: '가장 인기 있는 슬롯', subtitle: '새로운 릴, 무료 데모, 매일 잭팟.', cta: '슬롯 하기' },
      vn: {
        title: 'Quay những slot hot nhất',
        subtitle: 'Trò chơi mới, chơi thử miễn phí và jackpot mỗi ngày.',
        cta: 'Chơi slot',
      },
      hi: { title: 'सबसे लोकप्रिय स्लॉट घुमाएँ', subtitle: 'नई रीलें, मुफ़्त डेमो और हर दिन जैकपॉट।', cta: 'स्लॉट खेलें' },
      bd: {
        title: 'সবচেয়ে জনপ্রিয় স্লট ঘোরান',
        subtitle: 'নতুন রিল, বিনামূল্যে ডেমো আর প্রতিদিন জ্যাকপট।',
        cta: 'স্লট খেলুন',
      },
      ph: {
        title: 'Paikutin ang pinakasikat na slots',
        subtitle: 'Bagong reels, libreng demo at jackpot araw-araw.',
        cta: 'Maglaro ng slots',
      },
      pt: {
        title: 'Gire as slots do momento',
        subtitle: 'Rolos novos, demos grátis e jackpots todos os dias.',
        cta: 'Jogar slots',
      },
      br: {
        title: 'Gire os slots do momento',
        subtitle: 'Rolos novos, demos grátis e jackpots todos os dias.',
        cta: 'Jogar slots',
      },
      jp: {
        title: '人気のスロットを回そう',
        subtitle: '新作リール、無料デモ、毎日のジャックポット。',
        cta: 'スロットで遊ぶ',
      },
      es: {
        title: 'Gira las tragamonedas del momento',
        subtitle: 'Rodillos nuevos, demos gratis y botes cada día.',
        cta: 'Jugar tragamonedas',
      },
      mm: {
        title: 'လူကြိုက်အများဆုံး စလော့များ လှည့်ပါ',
        subtitle: 'ဂိမ်းအသစ်များ၊ အခမဲ့ စမ်းကစားခြင်းနှင့် နေ့စဉ် ဂျက်ပေါ့။',
        cta: 'စလော့ ကစားရန်',
      },
    },
  },
  {
    key: 'live-casino',
    route: 'games?category=live-casino',
    texts: {
      en: {
        title: 'Live casino, real dealers',
        subtitle: 'Baccarat, roulette and more, streamed around the clock.',
        cta: 'Join a table',
      },
      th: {
        title: 'คาสิโนสด ดีลเลอร์ตัวจริง',
        subtitle: 'บาคาร่า รูเล็ต และอีกมากมาย ถ่ายทอดสดตลอด 24 ชั่วโมง',
        cta: 'เข้าร่วมโต๊ะ',
      },
      id: {
        title: 'Kasino langsung, dealer sungguhan',
        subtitle: 'Baccarat, roulette, dan lainnya, disiarkan sepanjang waktu.',
        cta: 'Gabung ke meja',
      },
      my: {
        title: 'Kasino langsung, peniaga sebenar',
        subtitle: 'Baccarat, rolet dan banyak lagi, disiarkan sepanjang masa.',
        cta: 'Sertai meja',
      },
      zh: { title: '真人娱乐场，真人荷官', subtitle: '百家乐、轮盘等，全天候直播。', cta: '加入牌桌' },
      ko: {
        title: '라이브 카지노, 실제 딜러',
        subtitle: '바카라, 룰렛 등 24시간 생중계.',
        cta: '테이블 참여',
      },
      vn: {
        title: 'Sòng bài trực tiếp, người chia bài thật',
        subtitle: 'Baccarat, roulette và hơn thế nữa, phát trực tiếp suốt ngày đêm.',
        cta: 'Vào bàn chơi',
      },
      hi: {
        title: 'लाइव कैसीनो, असली डीलर',
        subtitle: 'बैकारेट, रूलेट और बहुत कुछ, चौबीसों घंटे लाइव।',
        cta: 'टेबल से जुड़ें',
      },
      bd: {
        title: 'লাইভ ক্যাসিনো, আসল ডিলার',
        subtitle: 'ব্যাকারাট, রুলেট আর আরও অনেক কিছু, চব্বিশ ঘণ্টা সরাসরি।',
        cta: 'টেবিলে যোগ দিন',
      },
      ph: {
        title: 'Live casino, totoong dealer',
        subtitle: 'Baccarat, roulette at iba pa, live buong araw at gabi.',
        cta: 'Sumali sa mesa',
      },
      pt: {
        title: 'Casino ao vivo, croupiers reais',
        subtitle: 'Bacará, roleta e muito mais, em direto a toda a hora.',
        cta: 'Entrar numa mesa',
      },
      br: {
        title: 'Cassino ao vivo, crupiês reais',
        subtitle: 'Bacará, roleta e muito mais, ao vivo o tempo todo.',
        cta: 'Entrar em uma mesa',
      },
      jp: {
        title: 'ライブカジノ、本物のディーラー',
        subtitle: 'バカラ、ルーレットなどを24時間ライブ配信。',
        cta: 'テーブルに参加',
      },
      es: {
        title: 'Casino en vivo, crupieres reales',
        subtitle: 'Bacará, ruleta y más, en directo a todas horas.',
        cta: 'Unirse a una mesa',
      },
      mm: {
        title: 'တိုက်ရိုက် ကာစီနို၊ တကယ့် ဒီလာများ',
        subtitle: 'ဘာကာရာ၊ ရူးလက်နှင့် အခြားများ၊ အချိန်ပြည့် တိုက်ရိုက်။',
        cta: 'စားပွဲသို့ ဝင်ရန်',
      },
    },
  },
  {
    key: 'vip',
    route: 'member-level',
    texts: {
      en: {
        title: 'Climb the VIP levels',
        subtitle: 'Every bet brings you closer to bigger rewards.',
        cta: 'See the levels',
      },
      th: { title: 'ไต่ระดับ VIP', subtitle: 'ทุกการเดิมพันพาคุณเข้าใกล้รางวัลที่ใหญ่ขึ้น', cta: 'ดูระดับสมาชิก' },
      id: {
        title: 'Naiki level VIP',
        subtitle: 'Setiap taruhan membawa Anda lebih dekat ke hadiah lebih besar.',
        cta: 'Lihat level',
      },
      my: {
        title: 'Daki tahap VIP',
        subtitle: 'Setiap pertaruhan membawa anda lebih dekat kepada ganjaran lebih besar.',
        cta: 'Lihat tahap',
      },
      zh: { title: '晋升 VIP 等级', subtitle: '每一次投注都让您离更大奖励更近一步。', cta: '查看等级' },
      ko: {
        title: 'VIP 등급을 올려 보세요',
        subtitle: '베팅할수록 더 큰 보상에 가까워집니다.',
        cta: '등급 보기',
      },
      vn: {
        title: 'Thăng hạng VIP',
        subtitle: 'Mỗi lần cược đưa bạn đến gần phần thưởng lớn hơn.',
        cta: 'Xem các hạng',
      },
      hi: { title: 'VIP स्तरों पर चढ़ें', subtitle: 'हर दांव आपको बड़े इनामों के और करीब लाता है।', cta: 'स्तर देखें' },
      bd: {
        title: 'VIP স্তরে উঠুন',
        subtitle: 'প্রতিটি বাজি আপনাকে বড় পুরস্কারের আরও কাছে নিয়ে যায়।',
        cta: 'স্তরগুলো দেখুন',
      },
      ph: {
        title: 'Umakyat sa mga VIP level',
        subtitle: 'Bawat taya ay naglalapit sa iyo sa mas malalaking gantimpala.',
        cta: 'Tingnan ang mga level',
      },
      pt: {
        title: 'Suba nos níveis VIP',
        subtitle: 'Cada aposta aproxima-o de recompensas maiores.',
        cta: 'Ver os níveis',
      },
      br: {
        title: 'Suba nos níveis VIP',
        subtitle: 'Cada aposta deixa você mais perto de recompensas maiores.',
        cta: 'Ver os níveis',
      },
      jp: {
        title: 'VIP レベルを上げよう',
        subtitle: 'ベットするたびに、より大きな報酬に近づきます。',
        cta: 'レベルを見る',
      },
      es: {
        title: 'Sube de nivel VIP',
        subtitle: 'Cada apuesta te acerca a recompensas mayores.',
        cta: 'Ver los niveles',
      },
      mm: {
        title: 'VIP အဆင့်များ တက်ပါ',
        subtitle: 'လောင်းကြေးတိုင်းက ပိုကြီးသော ဆုများဆီ ပိုနီးစေသည်။',
        cta: 'အဆင့်များ ကြည့်ရန်',
      },
    },
  },
];

/**
 * Upserts the seeded banners by their key: order, route and words are brought back to the seed's, the
 * switch and window staff may have set (`is_active`, `start_at`, `end_at`) are kept.
 */
export async function seedBanners(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO system_banners (seed_key, route, order_no)
     SELECT x.key, x.route, x.order_no FROM jsonb_to_recordset($1::jsonb) AS x(key text, route text, order_no int)
     ON CONFLICT (seed_key) DO UPDATE SET route = EXCLUDED.route, order_no = EXCLUDED.order_no,
       link_url = NULL, updated_at = now()`,
    [JSON.stringify(SEED_BANNERS.map((b, i) => ({ key: b.key, route: b.route, order_no: i + 1 })))],
  );
  const texts = SEED_BANNERS.flatMap((b) =>
    Object.entries(b.texts).map(([code, text]) => ({
      key: b.key,
      code,
      ...text,
      image_url: `${BANNER_ART_PATH}/${b.key}.svg`,
    })),
  );
  await tx.query(
    `INSERT INTO system_banner_texts (banner_id, language_id, title, subtitle, cta_label, image_url,
                                      image_width, image_height)
     SELECT b.id, l.id, x.title, x.subtitle, x.cta, x.image_url, $2, $3
       FROM jsonb_to_recordset($1::jsonb) AS x(key text, code text, title text, subtitle text, cta text,
                                              image_url text)
       JOIN system_banners b ON b.seed_key = x.key
       JOIN languages l ON l.code = x.code
     ON CONFLICT (banner_id, language_id) DO UPDATE SET title = EXCLUDED.title,
       subtitle = EXCLUDED.subtitle, cta_label = EXCLUDED.cta_label, image_url = EXCLUDED.image_url,
       image_width = EXCLUDED.image_width, image_height = EXCLUDED.image_height`,
    [JSON.stringify(texts), BANNER_ART_WIDTH, BANNER_ART_HEIGHT],
  );
}
