import type { LanguageCode } from '@casino/contracts';

export type QuestTexts = Partial<Record<LanguageCode, { name: string; description: string }>>;

/** The seeded quests' texts, by quest kind (the code without its currency), in every language. */
export const QUEST_TEXTS: Record<string, QuestTexts> = {
  'daily-check-in': {
    en: { name: 'Daily check-in', description: 'Check in once a day to collect a small reward.' },
    th: { name: 'เช็คอินรายวัน', description: 'เช็คอินวันละครั้งเพื่อรับรางวัลเล็กๆ น้อยๆ' },
    id: { name: 'Check-in harian', description: 'Check-in sekali sehari untuk mengambil hadiah kecil.' },
    my: {
      name: 'Daftar masuk harian',
      description: 'Daftar masuk sekali sehari untuk menuntut ganjaran kecil.',
    },
    zh: { name: '每日签到', description: '每天签到一次，即可领取小额奖励。' },
    ko: { name: '일일 출석 체크', description: '하루 한 번 출석 체크하고 소정의 보상을 받으세요.' },
    vn: {
      name: 'Điểm danh hằng ngày',
      description: 'Điểm danh mỗi ngày một lần để nhận một phần thưởng nhỏ.',
    },
    hi: { name: 'दैनिक चेक-इन', description: 'छोटा-सा इनाम पाने के लिए दिन में एक बार चेक-इन करें।' },
    bd: { name: 'দৈনিক চেক-ইন', description: 'ছোট একটি পুরস্কার পেতে দিনে একবার চেক-ইন করুন।' },
    ph: {
      name: 'Araw-araw na check-in',
      description: 'Mag-check in isang beses bawat araw para makakuha ng maliit na gantimpala.',
    },
    pt: {
      name: 'Check-in diário',
      description: 'Faça check-in uma vez por dia para receber uma pequena recompensa.',
    },
    br: {
      name: 'Check-in diário',
      description: 'Faça check-in uma vez por dia para ganhar uma pequena recompensa.',
    },
    jp: {
      name: 'デイリーチェックイン',
      description: '1日1回チェックインして、ちょっとしたリワードを受け取りましょう。',
    },
    es: {
      name: 'Check-in diario',
      description: 'Haz check-in una vez al día para recibir una pequeña recompensa.',
    },
    mm: { name: 'နေ့စဉ် ချက်အင်', description: 'ဆုလာဘ်အသေးလေး ရယူရန် တစ်နေ့လျှင် တစ်ကြိမ် ချက်အင်လုပ်ပါ။' },
  },
  'three-rounds': {
    en: {
      name: 'Play 3 rounds today',
      description: 'Play three rounds of any game with a stake of at least 10 each, today, for bonus points.',
    },
    th: {
      name: 'เล่น 3 รอบวันนี้',
      description: 'เล่นเกมใดก็ได้ครบ 3 รอบภายในวันนี้ โดยเดิมพันรอบละอย่างน้อย 10 เพื่อรับคะแนนโบนัส',
    },
    id: {
      name: 'Main 3 ronde hari ini',
      description:
        'Mainkan tiga ronde permainan apa pun dengan taruhan minimal 10 per ronde, hari ini, untuk mendapatkan poin bonus.',
    },
    my: {
      name: 'Main 3 pusingan hari ini',
      description:
        'Main tiga pusingan mana-mana permainan dengan taruhan sekurang-kurangnya 10 setiap pusingan, hari ini, untuk mata bonus.',
    },
    zh: {
      name: '今日畅玩 3 局',
      description: '今天在任意游戏中玩满三局，每局投注至少 10，即可获得奖励积分。',
    },
    ko: {
      name: '오늘 3라운드 플레이',
      description:
        '오늘 아무 게임이나 라운드당 10 이상 베팅하여 3라운드를 플레이하고 보너스 포인트를 받으세요.',
    },
    vn: {
      name: 'Chơi 3 ván hôm nay',
      description:
        'Trong hôm nay, chơi ba ván bất kỳ trò chơi nào với mức cược tối thiểu 10 mỗi ván để nhận điểm thưởng.',
    },
    hi: {
      name: 'आज 3 राउंड खेलें',
      description: 'आज किसी भी गेम के तीन राउंड खेलें, हर राउंड में कम से कम 10 का दांव लगाएं, और बोनस पॉइंट पाएं।',
    },
    bd: {
      name: 'আজ ৩ রাউন্ড খেলুন',
      description: 'আজ যেকোনো গেমে প্রতি রাউন্ডে কমপক্ষে ১০ বাজি ধরে তিন রাউন্ড খেলুন এবং বোনাস পয়েন্ট পান।',
    },
    ph: {
      name: 'Maglaro ng 3 round ngayon',
      description:
        'Maglaro ng tatlong round ng kahit anong laro na may taya na hindi bababa sa 10 bawat isa, ngayong araw, para sa bonus points.',
    },
    pt: {
      name: 'Jogue 3 rondas hoje',
      description:
        'Jogue hoje três rondas de qualquer jogo, com uma aposta mínima de 10 em cada, para ganhar pontos de bónus.',
    },
    br: {
      name: 'Jogue 3 rodadas hoje',
      description:
        'Jogue hoje três rodadas de qualquer jogo, com aposta mínima de 10 em cada, para ganhar pontos de bônus.',
    },
    jp: {
      name: '今日3ラウンドプレイ',
      description:
        '本日中に、1ラウンドあたり10以上のベットでお好きなゲームを3ラウンドプレイすると、ボーナスポイントがもらえます。',
    },
    es: {
      name: 'Juega 3 rondas hoy',
      description:
        'Juega hoy tres rondas de cualquier juego, con una apuesta mínima de 10 en cada una, y gana puntos de bonificación.',
    },
    mm: {
      name: 'ယနေ့ 3 ပွဲ ကစားပါ',
      description: 'ယနေ့အတွင်း မည်သည့်ဂိမ်းမဆို တစ်ပွဲလျှင် အနည်းဆုံး 10 လောင်း၍ သုံးပွဲကစားပြီး ဘောနပ်စ်ပွိုင့်များ ရယူပါ။',
    },
  },
  'slots-turnover': {
    en: {
      name: 'Slot turnover',
      description: 'Stake 1,000 in total on slot games to earn a cash reward.',
    },
    th: {
      name: 'ยอดเทิร์นสล็อต',
      description: 'เดิมพันเกมสล็อตรวม 1,000 เพื่อรับรางวัลเป็นเงินสด',
    },
    id: {
      name: 'Turnover slot',
      description: 'Pasang taruhan total 1.000 di permainan slot untuk mendapatkan hadiah uang tunai.',
    },
    my: {
      name: 'Pusing ganti slot',
      description:
        'Bertaruh sebanyak 1,000 secara keseluruhan pada permainan slot untuk memperoleh ganjaran tunai.',
    },
    zh: {
      name: '老虎机流水',
      description: '在老虎机游戏中累计投注 1,000，即可赢取现金奖励。',
    },
    ko: {
      name: '슬롯 롤링',
      description: '슬롯 게임에 총 1,000을 베팅하고 현금 보상을 받으세요.',
    },
    vn: {
      name: 'Doanh thu cược slot',
      description: 'Cược tổng cộng 1.000 vào các trò chơi slot để nhận thưởng tiền mặt.',
    },
    hi: {
      name: 'स्लॉट टर्नओवर',
      description: 'नकद इनाम पाने के लिए स्लॉट गेम्स पर कुल 1,000 का दांव लगाएं।',
    },
    bd: {
      name: 'স্লট টার্নওভার',
      description: 'নগদ পুরস্কার পেতে স্লট গেমে মোট ১,০০০ বাজি ধরুন।',
    },
    ph: {
      name: 'Slot turnover',
      description: 'Tumaya ng kabuuang 1,000 sa mga slot game para makakuha ng cash na gantimpala.',
    },
    pt: {
      name: 'Volume de apostas em slots',
      description: 'Aposte um total de 1000 em jogos de slots para ganhar uma recompensa em dinheiro.',
    },
    br: {
      name: 'Meta de apostas em slots',
      description: 'Aposte um total de 1.000 em jogos de slots para ganhar uma recompensa em dinheiro.',
    },
    jp: {
      name: 'スロットベット額',
      description: 'スロットゲームで合計1,000をベットすると、キャッシュリワードがもらえます。',
    },
    es: {
      name: 'Volumen de apuestas en tragamonedas',
      description:
        'Apuesta un total de 1000 en juegos de tragamonedas para ganar una recompensa en efectivo.',
    },
    mm: {
      name: 'စလော့ လောင်းကြေးပမာဏ',
      description: 'ငွေသားဆုလာဘ် ရယူရန် စလော့ဂိမ်းများတွင် စုစုပေါင်း 1,000 လောင်းပါ။',
    },
  },
  'big-win': {
    en: {
      name: 'Big win',
      description: 'Win at least 10 times your stake in a single round.',
    },
    th: {
      name: 'บิ๊กวิน',
      description: 'ชนะอย่างน้อย 10 เท่าของยอดเดิมพันภายในรอบเดียว',
    },
    id: {
      name: 'Kemenangan besar',
      description: 'Menangkan minimal 10 kali lipat taruhan Anda dalam satu ronde.',
    },
    my: {
      name: 'Kemenangan besar',
      description: 'Menang sekurang-kurangnya 10 kali ganda taruhan anda dalam satu pusingan.',
    },
    zh: {
      name: '赢大奖',
      description: '在单局中赢得至少 10 倍于投注额的奖金。',
    },
    ko: {
      name: '빅 윈',
      description: '한 라운드에서 베팅액의 10배 이상을 당첨받으세요.',
    },
    vn: {
      name: 'Thắng lớn',
      description: 'Thắng ít nhất gấp 10 lần tiền cược trong một ván.',
    },
    hi: {
      name: 'बड़ी जीत',
      description: 'एक ही राउंड में अपने दांव का कम से कम 10 गुना जीतें।',
    },
    bd: {
      name: 'বড় জয়',
      description: 'এক রাউন্ডেই আপনার বাজির অন্তত ১০ গুণ জিতুন।',
    },
    ph: {
      name: 'Malaking panalo',
      description: 'Manalo ng hindi bababa sa 10 beses ng iyong taya sa iisang round.',
    },
    pt: {
      name: 'Grande ganho',
      description: 'Ganhe pelo menos 10 vezes o valor da sua aposta numa única ronda.',
    },
    br: {
      name: 'Grande vitória',
      description: 'Ganhe pelo menos 10 vezes o valor da sua aposta em uma única rodada.',
    },
    jp: {
      name: 'ビッグウィン',
      description: '1ラウンドでベット額の10倍以上を獲得しましょう。',
    },
    es: {
      name: 'Gran ganancia',
      description: 'Gana al menos 10 veces tu apuesta en una sola ronda.',
    },
    mm: {
      name: 'အကြီးစား အနိုင်ရ',
      description: 'ပွဲတစ်ပွဲတည်းတွင် သင့်လောင်းကြေး၏ အနည်းဆုံး 10 ဆ နိုင်ပါ။',
    },
  },
  'deposit-1000': {
    en: {
      name: 'Deposit quest',
      description: 'Deposit 1,000 in total after joining to earn a cash reward.',
    },
    th: {
      name: 'ภารกิจฝากเงิน',
      description: 'ฝากเงินรวม 1,000 หลังสมัครสมาชิก เพื่อรับรางวัลเป็นเงินสด',
    },
    id: {
      name: 'Misi deposit',
      description: 'Lakukan deposit total 1.000 setelah bergabung untuk mendapatkan hadiah uang tunai.',
    },
    my: {
      name: 'Misi deposit',
      description:
        'Buat deposit sebanyak 1,000 secara keseluruhan selepas menyertai untuk memperoleh ganjaran tunai.',
    },
    zh: {
      name: '存款任务',
      description: '注册后累计存款 1,000，即可赢取现金奖励。',
    },
    ko: {
      name: '입금 퀘스트',
      description: '가입 후 총 1,000을 입금하고 현금 보상을 받으세요.',
    },
    vn: {
      name: 'Nhiệm vụ nạp tiền',
      description: 'Nạp tổng cộng 1.000 sau khi tham gia để nhận thưởng tiền mặt.',
    },
    hi: {
      name: 'जमा क्वेस्ट',
      description: 'नकद इनाम पाने के लिए जुड़ने के बाद कुल 1,000 जमा करें।',
    },
    bd: {
      name: 'ডিপোজিট কোয়েস্ট',
      description: 'যোগ দেওয়ার পর মোট ১,০০০ ডিপোজিট করে নগদ পুরস্কার জিতুন।',
    },
    ph: {
      name: 'Misyon sa deposito',
      description: 'Magdeposito ng kabuuang 1,000 matapos sumali para makakuha ng cash na gantimpala.',
    },
    pt: {
      name: 'Missão de depósito',
      description: 'Deposite um total de 1000 depois de se registar para ganhar uma recompensa em dinheiro.',
    },
    br: {
      name: 'Missão de depósito',
      description:
        'Deposite um total de 1.000 depois de se cadastrar para ganhar uma recompensa em dinheiro.',
    },
    jp: {
      name: '入金クエスト',
      description: '登録後に合計1,000を入金すると、キャッシュリワードがもらえます。',
    },
    es: {
      name: 'Misión de depósito',
      description: 'Deposita un total de 1000 después de registrarte para ganar una recompensa en efectivo.',
    },
    mm: {
      name: 'ငွေသွင်း မစ်ရှင်',
      description: 'အဖွဲ့ဝင်ပြီးနောက် စုစုပေါင်း 1,000 ငွေသွင်း၍ ငွေသားဆုလာဘ် ရယူပါ။',
    },
  },
  'vip-bonus': {
    en: {
      name: 'VIP bonus',
      description: 'Members at Bronze level or above can claim this bonus once.',
    },
    th: {
      name: 'โบนัส VIP',
      description: 'สมาชิกระดับบรอนซ์ขึ้นไปสามารถรับโบนัสนี้ได้หนึ่งครั้ง',
    },
    id: {
      name: 'Bonus VIP',
      description: 'Member level Perunggu ke atas dapat mengklaim bonus ini satu kali.',
    },
    my: {
      name: 'Bonus VIP',
      description: 'Ahli pada tahap Gangsa ke atas boleh menuntut bonus ini sekali.',
    },
    zh: {
      name: 'VIP 奖金',
      description: '青铜及以上等级的会员可领取此奖金一次。',
    },
    ko: {
      name: 'VIP 보너스',
      description: '브론즈 등급 이상 회원은 이 보너스를 한 번 받을 수 있습니다.',
    },
    vn: {
      name: 'Thưởng VIP',
      description: 'Thành viên từ cấp Đồng trở lên có thể nhận thưởng này một lần.',
    },
    hi: {
      name: 'VIP बोनस',
      description: 'कांस्य स्तर या उससे ऊपर के सदस्य यह बोनस एक बार प्राप्त कर सकते हैं।',
    },
    bd: {
      name: 'VIP বোনাস',
      description: 'ব্রোঞ্জ স্তর বা তার উপরের সদস্যরা এই বোনাস একবার নিতে পারবেন।',
    },
    ph: {
      name: 'VIP bonus',
      description:
        'Maaaring i-claim nang isang beses ang bonus na ito ng mga miyembrong nasa antas Tanso o pataas.',
    },
    pt: {
      name: 'Bónus VIP',
      description: 'Os membros de nível Bronze ou superior podem resgatar este bónus uma vez.',
    },
    br: {
      name: 'Bônus VIP',
      description: 'Membros do nível Bronze ou superior podem resgatar este bônus uma vez.',
    },
    jp: {
      name: 'VIPボーナス',
      description: 'ブロンズ以上の会員は、このボーナスを1回受け取れます。',
    },
    es: {
      name: 'Bono VIP',
      description: 'Los miembros de nivel Bronce o superior pueden reclamar este bono una vez.',
    },
    mm: {
      name: 'VIP ဘောနပ်စ်',
      description: 'ကြေးအဆင့်နှင့်အထက် အဖွဲ့ဝင်များသည် ဤဘောနပ်စ်ကို တစ်ကြိမ် ရယူနိုင်ပါသည်။',
    },
  },
};

/** Bengali writes its own digits. */
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);

/**
 * The daily deposit quest that pays 10 free spins on Jade Fortune, in every language, for a deposit
 * target in the currency's whole units ("500" baht, "50" ringgit).
 */
export function depositFreeSpinTexts(target: string): QuestTexts {
  const a = target;
  return {
    en: {
      name: `Deposit ${a} today: 10 free spins`,
      description: `Join, deposit ${a} or more in total today and claim 10 free spins on Jade Fortune. A new chance every day.`,
    },
    th: {
      name: `ฝาก ${a} วันนี้ รับฟรีสปิน 10 ครั้ง`,
      description: `เข้าร่วมภารกิจ ฝากเงินรวม ${a} ขึ้นไปภายในวันนี้ แล้วรับฟรีสปิน 10 ครั้งในเกม Jade Fortune ลุ้นใหม่ได้ทุกวัน`,
    },
    id: {
      name: `Deposit ${a} hari ini: 10 putaran gratis`,
      description: `Bergabunglah, lakukan deposit total ${a} atau lebih hari ini, lalu klaim 10 putaran gratis di Jade Fortune. Kesempatan baru setiap hari.`,
    },
    my: {
      name: `Deposit ${a} hari ini: 10 putaran percuma`,
      description: `Sertai, buat deposit sebanyak ${a} atau lebih secara keseluruhan hari ini dan tuntut 10 putaran percuma di Jade Fortune. Peluang baharu setiap hari.`,
    },
    zh: {
      name: `今日存款 ${a}：10 次免费旋转`,
      description: `参加任务，今天累计存款 ${a} 或以上，即可领取 Jade Fortune 10 次免费旋转。每天都有新机会。`,
    },
    ko: {
      name: `오늘 ${a} 입금: 무료 스핀 10회`,
      description: `퀘스트에 참여하고 오늘 총 ${a} 이상 입금하면 Jade Fortune 무료 스핀 10회를 받을 수 있습니다. 매일 새로운 기회가 있습니다.`,
    },
    vn: {
      name: `Nạp ${a} hôm nay: 10 vòng quay miễn phí`,
      description: `Tham gia, nạp tổng cộng từ ${a} trở lên trong hôm nay và nhận 10 vòng quay miễn phí trong Jade Fortune. Mỗi ngày một cơ hội mới.`,
    },
    hi: {
      name: `आज ${a} जमा करें: 10 फ़्री स्पिन`,
      description: `क्वेस्ट में शामिल हों, आज कुल ${a} या उससे अधिक जमा करें और Jade Fortune पर 10 फ़्री स्पिन पाएं। हर दिन एक नया मौका।`,
    },
    bd: {
      name: `আজ ${bengaliDigits(a)} ডিপোজিট করুন: ১০টি ফ্রি স্পিন`,
      description: `কোয়েস্টে যোগ দিন, আজ মোট ${bengaliDigits(a)} বা তার বেশি ডিপোজিট করুন এবং Jade Fortune-এ ১০টি ফ্রি স্পিন নিন। প্রতিদিন নতুন সুযোগ।`,
    },
    ph: {
      name: `Magdeposito ng ${a} ngayon: 10 libreng spin`,
      description: `Sumali, magdeposito ng kabuuang ${a} o higit pa ngayong araw at i-claim ang 10 libreng spin sa Jade Fortune. May bagong pagkakataon araw-araw.`,
    },
    pt: {
      name: `Deposite ${a} hoje: 10 rodadas grátis`,
      description: `Participe, deposite um total de ${a} ou mais hoje e resgate 10 rodadas grátis em Jade Fortune. Uma nova oportunidade todos os dias.`,
    },
    br: {
      name: `Deposite ${a} hoje: 10 giros grátis`,
      description: `Participe, deposite um total de ${a} ou mais hoje e resgate 10 giros grátis em Jade Fortune. Uma nova chance todo dia.`,
    },
    jp: {
      name: `本日${a}入金でフリースピン10回`,
      description: `クエストに参加して本日合計${a}以上を入金すると、Jade Fortuneのフリースピン10回を受け取れます。毎日チャンスがあります。`,
    },
    es: {
      name: `Deposita ${a} hoy: 10 tiradas gratis`,
      description: `Únete, deposita un total de ${a} o más hoy y reclama 10 tiradas gratis en Jade Fortune. Una nueva oportunidad cada día.`,
    },
    mm: {
      name: `ယနေ့ ${a} ငွေသွင်းပါ - အခမဲ့ လှည့်ခွင့် 10 ကြိမ်`,
      description: `မစ်ရှင်တွင် ပါဝင်ပြီး ယနေ့ စုစုပေါင်း ${a} နှင့်အထက် ငွေသွင်းကာ Jade Fortune တွင် အခမဲ့ လှည့်ခွင့် 10 ကြိမ် ရယူပါ။ နေ့တိုင်း အခွင့်အရေးသစ် ရှိပါသည်။`,
    },
  };
}
