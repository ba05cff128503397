import type { LanguageCode } from '@casino/contracts';
import type { Queryable } from '../types';

/**
 * Demo promotions for every brand (spec 2-9), so a new member sees the promotions page filled on the
 * first start: three categories, four promotions per currency, texts in all 15 languages. Staff own
 * them afterwards: rows are inserted only when missing, so edits survive restarts.
 */
const CATEGORIES: { code: string; names: Record<LanguageCode, string> }[] = [
  {
    code: 'new-member',
    names: {
      en: 'New members',
      th: 'สมาชิกใหม่',
      id: 'Member baru',
      my: 'Ahli baharu',
      zh: '新会员',
      ko: '신규 회원',
      vn: 'Thành viên mới',
      hi: 'नए सदस्य',
      bd: 'নতুন সদস্য',
      ph: 'Mga bagong miyembro',
      pt: 'Novos membros',
      br: 'Novos membros',
      jp: '新規会員',
      es: 'Nuevos miembros',
      mm: 'အသင်းဝင်အသစ်များ',
    },
  },
  {
    code: 'deposit',
    names: {
      en: 'Deposit bonuses',
      th: 'โบนัสเงินฝาก',
      id: 'Bonus deposit',
      my: 'Bonus deposit',
      zh: '存款奖金',
      ko: '입금 보너스',
      vn: 'Thưởng nạp tiền',
      hi: 'जमा बोनस',
      bd: 'ডিপোজিট বোনাস',
      ph: 'Bonus sa deposito',
      pt: 'Bónus de depósito',
      br: 'Bônus de depósito',
      jp: '入金ボーナス',
      es: 'Bonos de depósito',
      mm: 'ငွေသွင်းဘောနပ်စ်များ',
    },
  },
  {
    code: 'games',
    names: {
      en: 'Slots and games',
      th: 'สล็อตและเกม',
      id: 'Slot dan permainan',
      my: 'Slot dan permainan',
      zh: '老虎机与游戏',
      ko: '슬롯 및 게임',
      vn: 'Slot và trò chơi',
      hi: 'स्लॉट और गेम',
      bd: 'স্লট ও গেম',
      ph: 'Slots at mga laro',
      pt: 'Slots e jogos',
      br: 'Slots e jogos',
      jp: 'スロットとゲーム',
      es: 'Tragamonedas y juegos',
      mm: 'စလော့နှင့် ဂိမ်းများ',
    },
  },
];

/** [title, description, terms] per language. */
export type Texts = Record<LanguageCode, [string, string, string]>;

export const TERMS_TITLE: Record<LanguageCode, string> = {
  en: 'Terms',
  th: 'เงื่อนไข',
  id: 'Syarat',
  my: 'Terma',
  zh: '条款',
  ko: '약관',
  vn: 'Điều khoản',
  hi: 'शर्तें',
  bd: 'শর্তাবলি',
  ph: 'Mga tuntunin',
  pt: 'Termos',
  br: 'Termos',
  jp: '利用条件',
  es: 'Términos',
  mm: 'စည်းကမ်းချက်များ',
};

const WELCOME: Texts = {
  en: [
    'Welcome bonus 100%',
    'Double your first deposit with a 100% bonus.',
    'Choose this promotion when you deposit. Play the turnover shown before you withdraw; one promotion at a time.',
  ],
  th: [
    'โบนัสต้อนรับ 100%',
    'เพิ่มเงินฝากแรกของคุณเป็นสองเท่าด้วยโบนัส 100%',
    'เลือกโปรโมชั่นนี้ตอนฝากเงิน ทำยอดเทิร์นตามที่แสดงก่อนถอน ใช้ได้ครั้งละหนึ่งโปรโมชั่น',
  ],
  id: [
    'Bonus sambutan 100%',
    'Gandakan deposit pertama Anda dengan bonus 100%.',
    'Pilih promosi ini saat deposit. Mainkan turnover yang ditampilkan sebelum penarikan; satu promosi dalam satu waktu.',
  ],
  my: [
    'Bonus alu-aluan 100%',
    'Gandakan deposit pertama anda dengan bonus 100%.',
    'Pilih promosi ini semasa deposit. Mainkan pusing ganti yang ditunjukkan sebelum pengeluaran; satu promosi pada satu masa.',
  ],
  zh: [
    '100% 欢迎奖金',
    '首次存款即享 100% 奖金，金额翻倍。',
    '存款时选择此优惠。提款前需完成所示流水；同一时间只能参加一个优惠。',
  ],
  ko: [
    '100% 웰컴 보너스',
    '첫 입금을 100% 보너스로 두 배로 만드세요.',
    '입금할 때 이 프로모션을 선택하세요. 출금 전 표시된 롤링을 완료해야 하며, 프로모션은 한 번에 하나만 가능합니다.',
  ],
  vn: [
    'Thưởng chào mừng 100%',
    'Nhân đôi lần nạp đầu tiên với thưởng 100%.',
    'Chọn khuyến mãi này khi nạp tiền. Hoàn thành doanh thu cược hiển thị trước khi rút; mỗi lần một khuyến mãi.',
  ],
  hi: [
    '100% स्वागत बोनस',
    '100% बोनस के साथ अपनी पहली जमा राशि दोगुनी करें।',
    'जमा करते समय यह प्रमोशन चुनें। निकासी से पहले दिखाया गया टर्नओवर पूरा करें; एक समय में एक प्रमोशन।',
  ],
  bd: [
    '১০০% স্বাগত বোনাস',
    '১০০% বোনাসে আপনার প্রথম ডিপোজিট দ্বিগুণ করুন।',
    'ডিপোজিটের সময় এই প্রমোশন বেছে নিন। উত্তোলনের আগে দেখানো টার্নওভার পূরণ করুন; একসাথে একটি প্রমোশন।',
  ],
  ph: [
    '100% welcome bonus',
    'Doblehin ang una mong deposito gamit ang 100% bonus.',
    'Piliin ang promosyong ito kapag nagdeposito. Tapusin ang ipinapakitang turnover bago mag-withdraw; isang promosyon lamang sa isang pagkakataon.',
  ],
  pt: [
    'Bónus de boas-vindas 100%',
    'Duplique o seu primeiro depósito com um bónus de 100%.',
    'Escolha esta promoção ao depositar. Cumpra o volume de apostas indicado antes de levantar; uma promoção de cada vez.',
  ],
  br: [
    'Bônus de boas-vindas 100%',
    'Dobre seu primeiro depósito com um bônus de 100%.',
    'Escolha esta promoção ao depositar. Cumpra o rollover mostrado antes de sacar; uma promoção por vez.',
  ],
  jp: [
    '100%ウェルカムボーナス',
    '初回入金が100%ボーナスで2倍に。',
    '入金時にこのプロモーションを選んでください。出金前に表示された賭け条件を満たす必要があります。同時に参加できるのは1つだけです。',
  ],
  es: [
    'Bono de bienvenida 100%',
    'Duplica tu primer depósito con un bono del 100%.',
    'Elige esta promoción al depositar. Cumple el rollover indicado antes de retirar; una promoción a la vez.',
  ],
  mm: [
    'ကြိုဆိုဘောနပ်စ် 100%',
    'ပထမဆုံးငွေသွင်းမှုကို 100% ဘောနပ်စ်ဖြင့် နှစ်ဆတိုးပါ။',
    'ငွေသွင်းချိန်တွင် ဤပရိုမိုးရှင်းကို ရွေးပါ။ ငွေထုတ်မီ ပြထားသော လောင်းကြေးပမာဏကို ပြည့်မီအောင် ကစားပါ။ တစ်ကြိမ်လျှင် ပရိုမိုးရှင်းတစ်ခုသာ။',
  ],
};

const RELOAD: Texts = {
  en: [
    'Daily reload 10%',
    'Get 10% extra on a deposit every day.',
    'Choose this promotion when you deposit. The bonus is capped; play the turnover shown before you withdraw.',
  ],
  th: [
    'รีโหลดรายวัน 10%',
    'รับเพิ่ม 10% จากการฝากเงินทุกวัน',
    'เลือกโปรโมชั่นนี้ตอนฝากเงิน โบนัสมีเพดานสูงสุด ทำยอดเทิร์นตามที่แสดงก่อนถอน',
  ],
  id: [
    'Reload harian 10%',
    'Dapatkan tambahan 10% untuk deposit setiap hari.',
    'Pilih promosi ini saat deposit. Bonus memiliki batas maksimum; mainkan turnover yang ditampilkan sebelum penarikan.',
  ],
  my: [
    'Tambah nilai harian 10%',
    'Dapatkan 10% tambahan untuk deposit setiap hari.',
    'Pilih promosi ini semasa deposit. Bonus mempunyai had; mainkan pusing ganti yang ditunjukkan sebelum pengeluaran.',
  ],
  zh: [
    '每日续存 10%',
    '每天存款即可额外获得 10%。',
    '存款时选择此优惠。奖金设有上限；提款前需完成所示流水。',
  ],
  ko: [
    '데일리 리로드 10%',
    '매일 입금 시 10%를 추가로 받으세요.',
    '입금할 때 이 프로모션을 선택하세요. 보너스에는 한도가 있으며, 출금 전 표시된 롤링을 완료해야 합니다.',
  ],
  vn: [
    'Nạp lại hằng ngày 10%',
    'Nhận thêm 10% cho lần nạp mỗi ngày.',
    'Chọn khuyến mãi này khi nạp tiền. Tiền thưởng có mức tối đa; hoàn thành doanh thu cược trước khi rút.',
  ],
  hi: [
    'दैनिक रीलोड 10%',
    'हर दिन जमा पर 10% अतिरिक्त पाएं।',
    'जमा करते समय यह प्रमोशन चुनें। बोनस की अधिकतम सीमा है; निकासी से पहले दिखाया गया टर्नओवर पूरा करें।',
  ],
  bd: [
    'দৈনিক রিলোড ১০%',
    'প্রতিদিন ডিপোজিটে ১০% অতিরিক্ত পান।',
    'ডিপোজিটের সময় এই প্রমোশন বেছে নিন। বোনাসের সর্বোচ্চ সীমা আছে; উত্তোলনের আগে টার্নওভার পূরণ করুন।',
  ],
  ph: [
    'Araw-araw na reload 10%',
    'Makakuha ng dagdag na 10% sa deposito araw-araw.',
    'Piliin ang promosyong ito kapag nagdeposito. May limitasyon ang bonus; tapusin ang turnover bago mag-withdraw.',
  ],
  pt: [
    'Recarga diária 10%',
    'Receba 10% extra num depósito todos os dias.',
    'Escolha esta promoção ao depositar. O bónus tem limite; cumpra o volume de apostas antes de levantar.',
  ],
  br: [
    'Recarga diária 10%',
    'Ganhe 10% extra em um depósito todos os dias.',
    'Escolha esta promoção ao depositar. O bônus tem limite; cumpra o rollover antes de sacar.',
  ],
  jp: [
    'デイリーリロード10%',
    '毎日の入金で10%を追加でもらえます。',
    '入金時にこのプロモーションを選んでください。ボーナスには上限があります。出金前に賭け条件を満たしてください。',
  ],
  es: [
    'Recarga diaria 10%',
    'Recibe un 10% extra en un depósito cada día.',
    'Elige esta promoción al depositar. El bono tiene un tope; cumple el rollover antes de retirar.',
  ],
  mm: [
    'နေ့စဉ်ငွေဖြည့် 10%',
    'နေ့တိုင်း ငွေသွင်းမှုတွင် 10% အပိုရယူပါ။',
    'ငွေသွင်းချိန်တွင် ဤပရိုမိုးရှင်းကို ရွေးပါ။ ဘောနပ်စ်တွင် အများဆုံးကန့်သတ်ချက်ရှိသည်။ ငွေထုတ်မီ လောင်းကြေးပမာဏကို ပြည့်မီအောင် ကစားပါ။',
  ],
};

const FREE_CREDIT: Texts = {
  en: [
    'Free credit for new members',
    'Receive a free bonus without a deposit.',
    'Press receive to get the bonus. It moves to your wallet once you have played the turnover shown.',
  ],
  th: [
    'เครดิตฟรีสำหรับสมาชิกใหม่',
    'รับโบนัสฟรีโดยไม่ต้องฝากเงิน',
    'กดรับเพื่อรับโบนัส โบนัสจะเข้ากระเป๋าเงินเมื่อคุณทำยอดเทิร์นครบตามที่แสดง',
  ],
  id: [
    'Kredit gratis untuk member baru',
    'Terima bonus gratis tanpa deposit.',
    'Tekan terima untuk mendapatkan bonus. Bonus masuk ke dompet Anda setelah turnover yang ditampilkan tercapai.',
  ],
  my: [
    'Kredit percuma untuk ahli baharu',
    'Terima bonus percuma tanpa deposit.',
    'Tekan terima untuk mendapat bonus. Ia masuk ke dompet anda selepas pusing ganti yang ditunjukkan dimainkan.',
  ],
  zh: [
    '新会员免费彩金',
    '无需存款即可领取免费奖金。',
    '点击领取即可获得奖金。完成所示流水后，奖金将转入您的钱包。',
  ],
  ko: [
    '신규 회원 무료 크레딧',
    '입금 없이 무료 보너스를 받으세요.',
    '받기를 눌러 보너스를 받으세요. 표시된 롤링을 완료하면 보너스가 지갑으로 이동합니다.',
  ],
  vn: [
    'Tiền thưởng miễn phí cho thành viên mới',
    'Nhận thưởng miễn phí không cần nạp tiền.',
    'Nhấn nhận để lấy tiền thưởng. Tiền thưởng chuyển vào ví khi bạn hoàn thành doanh thu cược hiển thị.',
  ],
  hi: [
    'नए सदस्यों के लिए मुफ़्त क्रेडिट',
    'बिना जमा किए मुफ़्त बोनस पाएं।',
    'बोनस पाने के लिए प्राप्त करें दबाएं। दिखाया गया टर्नओवर पूरा होने पर यह आपके वॉलेट में आ जाएगा।',
  ],
  bd: [
    'নতুন সদস্যদের জন্য ফ্রি ক্রেডিট',
    'ডিপোজিট ছাড়াই ফ্রি বোনাস নিন।',
    'বোনাস পেতে গ্রহণ করুন চাপুন। দেখানো টার্নওভার পূরণ হলে এটি আপনার ওয়ালেটে যাবে।',
  ],
  ph: [
    'Libreng credit para sa bagong miyembro',
    'Tumanggap ng libreng bonus nang walang deposito.',
    'Pindutin ang tanggapin para makuha ang bonus. Lilipat ito sa wallet mo kapag natapos mo ang turnover.',
  ],
  pt: [
    'Crédito grátis para novos membros',
    'Receba um bónus grátis sem depósito.',
    'Carregue em receber para obter o bónus. Passa para a sua carteira depois de cumprir o volume de apostas indicado.',
  ],
  br: [
    'Crédito grátis para novos membros',
    'Receba um bônus grátis sem depósito.',
    'Toque em receber para ganhar o bônus. Ele vai para sua carteira quando você cumprir o rollover mostrado.',
  ],
  jp: [
    '新規会員向け無料クレジット',
    '入金なしで無料ボーナスを受け取れます。',
    '受け取るを押すとボーナスがもらえます。表示された賭け条件を満たすとウォレットに移ります。',
  ],
  es: [
    'Crédito gratis para nuevos miembros',
    'Recibe un bono gratis sin depósito.',
    'Pulsa recibir para obtener el bono. Pasa a tu billetera cuando cumplas el rollover indicado.',
  ],
  mm: [
    'အသင်းဝင်အသစ်များအတွက် အခမဲ့ခရက်ဒစ်',
    'ငွေမသွင်းဘဲ အခမဲ့ဘောနပ်စ် ရယူပါ။',
    'ဘောနပ်စ်ရယူရန် လက်ခံမည်ကို နှိပ်ပါ။ ပြထားသော လောင်းကြေးပမာဏ ပြည့်မီပါက ပိုက်ဆံအိတ်ထဲသို့ ရောက်ပါမည်။',
  ],
};

const WEEKEND: Texts = {
  en: [
    'Weekend slots win bonus',
    'A bonus that is yours once your net slot wins reach the target.',
    'Press receive to get the bonus. It moves to your wallet when your wins less your stakes reach the target shown.',
  ],
  th: [
    'โบนัสชนะสล็อตสุดสัปดาห์',
    'โบนัสที่เป็นของคุณเมื่อยอดชนะสุทธิจากสล็อตถึงเป้าหมาย',
    'กดรับเพื่อรับโบนัส โบนัสจะเข้ากระเป๋าเงินเมื่อยอดชนะหักยอดเดิมพันถึงเป้าหมายที่แสดง',
  ],
  id: [
    'Bonus kemenangan slot akhir pekan',
    'Bonus menjadi milik Anda saat kemenangan bersih slot mencapai target.',
    'Tekan terima untuk mendapatkan bonus. Bonus masuk ke dompet saat kemenangan dikurangi taruhan mencapai target.',
  ],
  my: [
    'Bonus kemenangan slot hujung minggu',
    'Bonus menjadi milik anda apabila kemenangan bersih slot mencapai sasaran.',
    'Tekan terima untuk mendapat bonus. Ia masuk ke dompet apabila kemenangan tolak taruhan mencapai sasaran.',
  ],
  zh: [
    '周末老虎机赢分奖金',
    '当您的老虎机净赢额达到目标时，奖金归您所有。',
    '点击领取即可获得奖金。当赢额减去投注额达到所示目标时，奖金转入钱包。',
  ],
  ko: [
    '주말 슬롯 승리 보너스',
    '슬롯 순이익이 목표에 도달하면 보너스가 당신의 것이 됩니다.',
    '받기를 눌러 보너스를 받으세요. 당첨금에서 베팅액을 뺀 금액이 목표에 도달하면 지갑으로 이동합니다.',
  ],
  vn: [
    'Thưởng thắng slot cuối tuần',
    'Tiền thưởng thuộc về bạn khi tiền thắng ròng từ slot đạt mục tiêu.',
    'Nhấn nhận để lấy thưởng. Tiền thưởng chuyển vào ví khi tiền thắng trừ tiền cược đạt mục tiêu.',
  ],
  hi: [
    'वीकेंड स्लॉट जीत बोनस',
    'स्लॉट की शुद्ध जीत लक्ष्य तक पहुंचने पर बोनस आपका।',
    'बोनस पाने के लिए प्राप्त करें दबाएं। जीत में से दांव घटाकर लक्ष्य पूरा होने पर यह वॉलेट में आएगा।',
  ],
  bd: [
    'উইকেন্ড স্লট জয় বোনাস',
    'স্লটের নিট জয় লক্ষ্যে পৌঁছালে বোনাস আপনার।',
    'বোনাস পেতে গ্রহণ করুন চাপুন। জয় থেকে বাজি বাদে লক্ষ্যে পৌঁছালে এটি ওয়ালেটে যাবে।',
  ],
  ph: [
    'Weekend slots win bonus',
    'Sa iyo ang bonus kapag umabot sa target ang net na panalo mo sa slots.',
    'Pindutin ang tanggapin para makuha ang bonus. Lilipat ito sa wallet kapag ang panalo bawas taya ay umabot sa target.',
  ],
  pt: [
    'Bónus de ganhos em slots ao fim de semana',
    'O bónus é seu quando os ganhos líquidos em slots atingem o objetivo.',
    'Carregue em receber para obter o bónus. Passa para a carteira quando os ganhos menos as apostas atingem o objetivo.',
  ],
  br: [
    'Bônus de ganhos em slots no fim de semana',
    'O bônus é seu quando os ganhos líquidos em slots atingem a meta.',
    'Toque em receber para ganhar o bônus. Ele vai para a carteira quando os ganhos menos as apostas atingem a meta.',
  ],
  jp: [
    '週末スロット勝利ボーナス',
    'スロットの純勝ち額が目標に達するとボーナスがあなたのものに。',
    '受け取るを押すとボーナスがもらえます。勝ち額から賭け額を引いた額が目標に達するとウォレットに移ります。',
  ],
  es: [
    'Bono de ganancias en tragamonedas de fin de semana',
    'El bono es tuyo cuando tus ganancias netas en tragamonedas alcanzan el objetivo.',
    'Pulsa recibir para obtener el bono. Pasa a tu billetera cuando las ganancias menos las apuestas alcanzan el objetivo.',
  ],
  mm: [
    'စနေတနင်္ဂနွေ စလော့အနိုင်ဘောနပ်စ်',
    'စလော့အသားတင်အနိုင်ငွေ ပန်းတိုင်ရောက်သောအခါ ဘောနပ်စ်သည် သင့်ပိုင်ဖြစ်သည်။',
    'ဘောနပ်စ်ရယူရန် လက်ခံမည်ကို နှိပ်ပါ။ အနိုင်ငွေထဲမှ လောင်းကြေးနုတ်ပြီး ပန်းတိုင်ရောက်သောအခါ ပိုက်ဆံအိတ်ထဲသို့ ရောက်ပါမည်။',
  ],
};

interface SeedPromotion {
  code: string;
  category: string;
  layout: 'home' | 'promotions';
  type: 'turnover' | 'deposit_turnover' | 'winlose';
  percent: number | null;
  /** Minor units by currency code: [fixed bonus or null, cap or null, minimum deposit]. */
  amounts: Record<'THB' | 'MYR', [number | null, number | null, number]>;
  multiplier: number;
  end: string;
  texts: Texts;
}

const PROMOTIONS: SeedPromotion[] = [
  {
    code: 'welcome-100',
    category: 'new-member',
    layout: 'home',
    type: 'deposit_turnover',
    percent: 100,
    amounts: { THB: [null, 100_000, 10_000], MYR: [null, 30_000, 3_000] },
    multiplier: 5,
    end: '2027-12-31T16:59:59Z',
    texts: WELCOME,
  },
  {
    code: 'free-credit',
    category: 'new-member',
    layout: 'promotions',
    type: 'turnover',
    percent: null,
    amounts: { THB: [5_000, null, 0], MYR: [1_500, null, 0] },
    multiplier: 10,
    end: '2027-06-30T16:59:59Z',
    texts: FREE_CREDIT,
  },
  {
    code: 'daily-reload-10',
    category: 'deposit',
    layout: 'promotions',
    type: 'deposit_turnover',
    percent: 10,
    amounts: { THB: [null, 50_000, 30_000], MYR: [null, 15_000, 5_000] },
    multiplier: 3,
    end: '2027-03-31T16:59:59Z',
    texts: RELOAD,
  },
  {
    code: 'weekend-slots',
    category: 'games',
    layout: 'promotions',
    type: 'winlose',
    percent: null,
    amounts: { THB: [10_000, null, 0], MYR: [3_000, null, 0] },
    multiplier: 2,
    end: '2027-01-31T16:59:59Z',
    texts: WEEKEND,
  },
];

const json = (rows: object[]) => [JSON.stringify(rows)];

export async function seedPromotions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO promotion_categories (code, sort_order)
     SELECT x.code, x.sort_order FROM jsonb_to_recordset($1::jsonb) AS x(code text, sort_order int)
     ON CONFLICT (code) DO NOTHING`,
    json(CATEGORIES.map((c, sort_order) => ({ code: c.code, sort_order }))),
  );
  await tx.query(
    `INSERT INTO promotion_category_translations (category_id, language_id, name)
     SELECT c.id, l.id, x.name FROM jsonb_to_recordset($1::jsonb) AS x(code text, lang text, name text)
       JOIN promotion_categories c ON c.code = x.code JOIN languages l ON l.code = x.lang
     ON CONFLICT (category_id, language_id) DO NOTHING`,
    json(
      CATEGORIES.flatMap((c) =>
        Object.entries(c.names).map(([lang, name]) => ({ code: c.code, lang, name })),
      ),
    ),
  );
  const rows = PROMOTIONS.flatMap((p, sort_order) =>
    (['THB', 'MYR'] as const).map((currency) => {
      const [amount, cap, min] = p.amounts[currency];
      return {
        code: `${p.code}-${currency.toLowerCase()}`,
        category: p.category,
        layout: p.layout,
        sort_order,
        currency,
        type: p.type,
        percent: p.percent,
        amount,
        cap,
        min,
        multiplier: p.multiplier,
        end_at: p.end,
      };
    }),
  );
  await tx.query(
    `INSERT INTO promotions (code, category_id, layout_position, sort_order, currency_id, type, bonus_percent,
       bonus_amount, bonus_cap, min_deposit, turnover_multiplier, start_at, end_at)
     SELECT x.code, c.id, x.layout, x.sort_order, cu.id, x.type, x.percent, x.amount, x.cap, x.min, x.multiplier,
            '2025-01-01T00:00:00Z', x.end_at
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, category text, layout text, sort_order int,
         currency text, type text, percent int, amount bigint, cap bigint, min bigint, multiplier int, end_at timestamptz)
       JOIN promotion_categories c ON c.code = x.category JOIN currencies cu ON cu.code = x.currency
     ON CONFLICT (code) DO NOTHING`,
    json(rows),
  );
  const texts = PROMOTIONS.flatMap((p) =>
    (['thb', 'myr'] as const).flatMap((currency) =>
      Object.entries(p.texts).map(([lang, [title, description, terms]]) => ({
        code: `${p.code}-${currency}`,
        lang,
        title,
        description,
        articles: [{ title: TERMS_TITLE[lang as LanguageCode], body: terms }],
      })),
    ),
  );
  await insertPromotionTexts(tx, texts);
}

/** A promotion's texts per language (by promotion and language code), inserted only when missing. */
export async function insertPromotionTexts(
  tx: Queryable,
  texts: { code: string; lang: string; title: string; description: string; articles: object[] }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO promotion_translations (promotion_id, language_id, title, description, articles)
     SELECT p.id, l.id, x.title, x.description, x.articles
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, lang text, title text, description text, articles jsonb)
       JOIN promotions p ON p.code = x.code JOIN languages l ON l.code = x.lang
     ON CONFLICT (promotion_id, language_id) DO NOTHING`,
    json(texts),
  );
}
