import type { LanguageCode } from '@casino/contracts';

/** Localized seed content, one entry per language. */
export interface SeedTexts {
  title: string;
  description: string;
  about: string;
  links: [terms: string, privacy: string, cookies: string];
  copyright: string;
  announcement: string;
  /** Keys: pet, school, city, mother (in that order). */
  questions: [string, string, string, string];
  /** Keys: friend, facebook, google, line, youtube, other (in that order). */
  channels: [string, string, string, string, string, string];
}

export const QUESTION_KEYS = ['first_pet', 'primary_school', 'birth_city', 'mother_maiden_name'] as const;
export const CHANNEL_KEYS = ['friend', 'facebook', 'google', 'line', 'youtube', 'other'] as const;

export const TEXTS: Record<LanguageCode, SeedTexts> = {
  en: {
    title: 'Casino – slots, live casino and sports',
    description: 'Play slots, live casino, fishing and sports games with fast deposits and withdrawals.',
    about: 'Casino is an online entertainment site for players aged 18 and over. Please play responsibly.',
    links: ['Terms and conditions', 'Privacy policy', 'Cookies policy'],
    copyright: '© Casino. All rights reserved.',
    announcement: 'Welcome! Deposits and withdrawals are open 24 hours a day.',
    questions: [
      'What was the name of your first pet?',
      'What was the name of your primary school?',
      'In which city were you born?',
      "What is your mother's maiden name?",
    ],
    channels: ['From a friend', 'Facebook', 'Google', 'LINE', 'YouTube', 'Other'],
  },
  th: {
    title: 'Casino – สล็อต คาสิโนสด และกีฬา',
    description: 'เล่นสล็อต คาสิโนสด ยิงปลา และกีฬา ฝากถอนรวดเร็ว',
    about: 'Casino เป็นเว็บไซต์ความบันเทิงออนไลน์สำหรับผู้เล่นอายุ 18 ปีขึ้นไป โปรดเล่นอย่างมีความรับผิดชอบ',
    links: ['ข้อกำหนดและเงื่อนไข', 'นโยบายความเป็นส่วนตัว', 'นโยบายคุกกี้'],
    copyright: '© Casino สงวนลิขสิทธิ์',
    announcement: 'ยินดีต้อนรับ! ฝากถอนได้ตลอด 24 ชั่วโมง',
    questions: [
      'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร?',
      'โรงเรียนประถมของคุณชื่ออะไร?',
      'คุณเกิดที่จังหวัดอะไร?',
      'นามสกุลเดิมของมารดาคุณคืออะไร?',
    ],
    channels: ['เพื่อนแนะนำ', 'Facebook', 'Google', 'LINE', 'YouTube', 'อื่น ๆ'],
  },
  id: {
    title: 'Casino – slot, kasino langsung dan olahraga',
    description:
      'Mainkan slot, kasino langsung, tembak ikan dan olahraga dengan deposit dan penarikan cepat.',
    about:
      'Casino adalah situs hiburan daring untuk pemain berusia 18 tahun ke atas. Bermainlah dengan bertanggung jawab.',
    links: ['Syarat dan ketentuan', 'Kebijakan privasi', 'Kebijakan cookie'],
    copyright: '© Casino. Hak cipta dilindungi.',
    announcement: 'Selamat datang! Deposit dan penarikan buka 24 jam sehari.',
    questions: [
      'Siapa nama hewan peliharaan pertama Anda?',
      'Apa nama sekolah dasar Anda?',
      'Di kota mana Anda lahir?',
      'Siapa nama gadis ibu Anda?',
    ],
    channels: ['Dari teman', 'Facebook', 'Google', 'LINE', 'YouTube', 'Lainnya'],
  },
  my: {
    title: 'Casino – slot, kasino langsung dan sukan',
    description: 'Main slot, kasino langsung, tembak ikan dan sukan dengan deposit dan pengeluaran pantas.',
    about:
      'Casino ialah laman hiburan dalam talian untuk pemain berumur 18 tahun ke atas. Sila bermain secara bertanggungjawab.',
    links: ['Terma dan syarat', 'Dasar privasi', 'Dasar kuki'],
    copyright: '© Casino. Hak cipta terpelihara.',
    announcement: 'Selamat datang! Deposit dan pengeluaran dibuka 24 jam sehari.',
    questions: [
      'Apakah nama haiwan peliharaan pertama anda?',
      'Apakah nama sekolah rendah anda?',
      'Di bandar manakah anda dilahirkan?',
      'Apakah nama keluarga asal ibu anda?',
    ],
    channels: ['Daripada rakan', 'Facebook', 'Google', 'LINE', 'YouTube', 'Lain-lain'],
  },
  zh: {
    title: 'Casino – 老虎机、真人娱乐场和体育',
    description: '畅玩老虎机、真人娱乐场、捕鱼和体育游戏，存取款快速便捷。',
    about: 'Casino 是面向 18 岁及以上玩家的在线娱乐网站。请理性娱乐。',
    links: ['条款和条件', '隐私政策', 'Cookie 政策'],
    copyright: '© Casino 版权所有',
    announcement: '欢迎！存款和取款全天 24 小时开放。',
    questions: [
      '您的第一只宠物叫什么名字？',
      '您的小学叫什么名字？',
      '您出生在哪个城市？',
      '您母亲的娘家姓是什么？',
    ],
    channels: ['朋友推荐', 'Facebook', 'Google', 'LINE', 'YouTube', '其他'],
  },
  ko: {
    title: 'Casino – 슬롯, 라이브 카지노, 스포츠',
    description: '빠른 입출금으로 슬롯, 라이브 카지노, 피싱, 스포츠 게임을 즐기세요.',
    about:
      'Casino는 만 18세 이상 플레이어를 위한 온라인 엔터테인먼트 사이트입니다. 책임감 있게 플레이하세요.',
    links: ['이용약관', '개인정보 처리방침', '쿠키 정책'],
    copyright: '© Casino. 모든 권리 보유.',
    announcement: '환영합니다! 입출금은 24시간 가능합니다.',
    questions: [
      '첫 반려동물의 이름은 무엇입니까?',
      '다닌 초등학교의 이름은 무엇입니까?',
      '태어난 도시는 어디입니까?',
      '어머니의 결혼 전 성은 무엇입니까?',
    ],
    channels: ['친구 소개', 'Facebook', 'Google', 'LINE', 'YouTube', '기타'],
  },
  vn: {
    title: 'Casino – slot, sòng bài trực tiếp và thể thao',
    description: 'Chơi slot, sòng bài trực tiếp, bắn cá và thể thao với nạp rút nhanh chóng.',
    about:
      'Casino là trang giải trí trực tuyến dành cho người chơi từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.',
    links: ['Điều khoản và điều kiện', 'Chính sách bảo mật', 'Chính sách cookie'],
    copyright: '© Casino. Bảo lưu mọi quyền.',
    announcement: 'Chào mừng! Nạp và rút tiền hoạt động 24 giờ mỗi ngày.',
    questions: [
      'Tên thú cưng đầu tiên của bạn là gì?',
      'Tên trường tiểu học của bạn là gì?',
      'Bạn sinh ra ở thành phố nào?',
      'Họ thời con gái của mẹ bạn là gì?',
    ],
    channels: ['Bạn bè giới thiệu', 'Facebook', 'Google', 'LINE', 'YouTube', 'Khác'],
  },
  hi: {
    title: 'Casino – स्लॉट, लाइव कैसीनो और खेल',
    description: 'तेज़ जमा और निकासी के साथ स्लॉट, लाइव कैसीनो, फ़िशिंग और खेल खेलें।',
    about: 'Casino 18 वर्ष और उससे अधिक आयु के खिलाड़ियों के लिए एक ऑनलाइन मनोरंजन साइट है। कृपया ज़िम्मेदारी से खेलें।',
    links: ['नियम और शर्तें', 'गोपनीयता नीति', 'कुकी नीति'],
    copyright: '© Casino. सर्वाधिकार सुरक्षित।',
    announcement: 'स्वागत है! जमा और निकासी 24 घंटे खुली हैं।',
    questions: [
      'आपके पहले पालतू जानवर का नाम क्या था?',
      'आपके प्राथमिक विद्यालय का नाम क्या था?',
      'आपका जन्म किस शहर में हुआ था?',
      'आपकी माँ का विवाह-पूर्व उपनाम क्या है?',
    ],
    channels: ['मित्र से', 'Facebook', 'Google', 'LINE', 'YouTube', 'अन्य'],
  },
  bd: {
    title: 'Casino – স্লট, লাইভ ক্যাসিনো ও খেলা',
    description: 'দ্রুত জমা ও উত্তোলনের সাথে স্লট, লাইভ ক্যাসিনো, ফিশিং ও খেলা উপভোগ করুন।',
    about: 'Casino ১৮ বছর বা তার বেশি বয়সী খেলোয়াড়দের জন্য একটি অনলাইন বিনোদন সাইট। দায়িত্বের সাথে খেলুন।',
    links: ['শর্তাবলী', 'গোপনীয়তা নীতি', 'কুকি নীতি'],
    copyright: '© Casino. সর্বস্বত্ব সংরক্ষিত।',
    announcement: 'স্বাগতম! জমা ও উত্তোলন ২৪ ঘণ্টা খোলা।',
    questions: [
      'আপনার প্রথম পোষা প্রাণীর নাম কী ছিল?',
      'আপনার প্রাথমিক বিদ্যালয়ের নাম কী ছিল?',
      'আপনি কোন শহরে জন্মগ্রহণ করেছেন?',
      'আপনার মায়ের বিবাহপূর্ব পদবি কী?',
    ],
    channels: ['বন্ধুর কাছ থেকে', 'Facebook', 'Google', 'LINE', 'YouTube', 'অন্যান্য'],
  },
  ph: {
    title: 'Casino – slots, live casino at sports',
    description: 'Maglaro ng slots, live casino, fishing at sports na may mabilis na deposito at withdrawal.',
    about:
      'Ang Casino ay isang online na libangan para sa mga manlalarong 18 taong gulang pataas. Maglaro nang responsable.',
    links: ['Mga tuntunin at kundisyon', 'Patakaran sa privacy', 'Patakaran sa cookies'],
    copyright: '© Casino. Nakalaan ang lahat ng karapatan.',
    announcement: 'Maligayang pagdating! Bukas ang deposito at withdrawal 24 oras araw-araw.',
    questions: [
      'Ano ang pangalan ng una mong alagang hayop?',
      'Ano ang pangalan ng iyong elementarya?',
      'Saang lungsod ka ipinanganak?',
      'Ano ang apelyido ng iyong ina noong dalaga pa siya?',
    ],
    channels: ['Mula sa kaibigan', 'Facebook', 'Google', 'LINE', 'YouTube', 'Iba pa'],
  },
  pt: {
    title: 'Casino – slots, casino ao vivo e desporto',
    description: 'Jogue slots, casino ao vivo, pesca e desporto com depósitos e levantamentos rápidos.',
    about:
      'O Casino é um site de entretenimento online para jogadores com 18 anos ou mais. Jogue com responsabilidade.',
    links: ['Termos e condições', 'Política de privacidade', 'Política de cookies'],
    copyright: '© Casino. Todos os direitos reservados.',
    announcement: 'Bem-vindo! Depósitos e levantamentos abertos 24 horas por dia.',
    questions: [
      'Qual era o nome do seu primeiro animal de estimação?',
      'Qual era o nome da sua escola primária?',
      'Em que cidade nasceu?',
      'Qual é o apelido de solteira da sua mãe?',
    ],
    channels: ['Por um amigo', 'Facebook', 'Google', 'LINE', 'YouTube', 'Outro'],
  },
  br: {
    title: 'Casino – slots, cassino ao vivo e esportes',
    description: 'Jogue slots, cassino ao vivo, pesca e esportes com depósitos e saques rápidos.',
    about:
      'O Casino é um site de entretenimento online para jogadores maiores de 18 anos. Jogue com responsabilidade.',
    links: ['Termos e condições', 'Política de privacidade', 'Política de cookies'],
    copyright: '© Casino. Todos os direitos reservados.',
    announcement: 'Bem-vindo! Depósitos e saques funcionam 24 horas por dia.',
    questions: [
      'Qual era o nome do seu primeiro animal de estimação?',
      'Qual era o nome da sua escola primária?',
      'Em qual cidade você nasceu?',
      'Qual é o sobrenome de solteira da sua mãe?',
    ],
    channels: ['Por um amigo', 'Facebook', 'Google', 'LINE', 'YouTube', 'Outro'],
  },
  jp: {
    title: 'Casino – スロット、ライブカジノ、スポーツ',
    description: 'スロット、ライブカジノ、フィッシング、スポーツを素早い入出金でお楽しみください。',
    about:
      'Casino は 18 歳以上のプレイヤー向けのオンラインエンターテインメントサイトです。責任を持ってお楽しみください。',
    links: ['利用規約', 'プライバシーポリシー', 'クッキーポリシー'],
    copyright: '© Casino. All rights reserved.',
    announcement: 'ようこそ！入出金は 24 時間受け付けています。',
    questions: [
      '最初のペットの名前は何ですか？',
      '通っていた小学校の名前は何ですか？',
      '生まれた都市はどこですか？',
      '母親の旧姓は何ですか？',
    ],
    channels: ['友人の紹介', 'Facebook', 'Google', 'LINE', 'YouTube', 'その他'],
  },
  es: {
    title: 'Casino – tragamonedas, casino en vivo y deportes',
    description: 'Juega tragamonedas, casino en vivo, pesca y deportes con depósitos y retiros rápidos.',
    about:
      'Casino es un sitio de entretenimiento en línea para jugadores mayores de 18 años. Juega con responsabilidad.',
    links: ['Términos y condiciones', 'Política de privacidad', 'Política de cookies'],
    copyright: '© Casino. Todos los derechos reservados.',
    announcement: '¡Bienvenido! Depósitos y retiros abiertos las 24 horas del día.',
    questions: [
      '¿Cómo se llamaba tu primera mascota?',
      '¿Cómo se llamaba tu escuela primaria?',
      '¿En qué ciudad naciste?',
      '¿Cuál es el apellido de soltera de tu madre?',
    ],
    channels: ['Por un amigo', 'Facebook', 'Google', 'LINE', 'YouTube', 'Otro'],
  },
  mm: {
    title: 'Casino – စလော့၊ တိုက်ရိုက်ကာစီနိုနှင့် အားကစား',
    description: 'မြန်ဆန်သော ငွေသွင်းငွေထုတ်ဖြင့် စလော့၊ တိုက်ရိုက်ကာစီနို၊ ငါးပစ်နှင့် အားကစားဂိမ်းများ ကစားပါ။',
    about: 'Casino သည် အသက် ၁၈ နှစ်နှင့်အထက် ကစားသမားများအတွက် အွန်လိုင်းဖျော်ဖြေရေးဆိုက်ဖြစ်သည်။ တာဝန်သိစွာ ကစားပါ။',
    links: ['စည်းကမ်းသတ်မှတ်ချက်များ', 'ကိုယ်ရေးအချက်အလက်မူဝါဒ', 'ကွတ်ကီးမူဝါဒ'],
    copyright: '© Casino. မူပိုင်ခွင့်များ ရယူထားသည်။',
    announcement: 'ကြိုဆိုပါသည်။ ငွေသွင်းငွေထုတ်ကို ၂၄ နာရီ ဖွင့်ထားပါသည်။',
    questions: [
      'သင့်ပထမဆုံး အိမ်မွေးတိရစ္ဆာန်၏ အမည်မှာ အဘယ်နည်း။',
      'သင့်မူလတန်းကျောင်း၏ အမည်မှာ အဘယ်နည်း။',
      'သင် မည်သည့်မြို့တွင် မွေးဖွားခဲ့သနည်း။',
      'သင့်မိခင်၏ အပျိုဘဝ မျိုးရိုးအမည်မှာ အဘယ်နည်း။',
    ],
    channels: ['သူငယ်ချင်းထံမှ', 'Facebook', 'Google', 'LINE', 'YouTube', 'အခြား'],
  },
};
