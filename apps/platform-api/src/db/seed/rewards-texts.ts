import type { LanguageCode } from '@casino/contracts';

type Text = { name: string; description: string };

/** The seeded shop's items, by kind (the code without its currency). */
export type ShopItem =
  | 'hoodie'
  | 'earbuds'
  | 'smartwatch'
  | 'card-holder'
  | 'lucky-box-silver'
  | 'lucky-box-gold'
  | 'random-card'
  | 'random-card-royal';

export interface ShopTexts {
  /** The shop's tabs, in redeem type order: special, lucky box, random card, free spins, exchange. */
  types: [string, string, string, string, string];
  /** A points prize's label; `{n}` is the number of points. */
  points: string;
  /** The label of a prize that gives nothing. */
  nothing: string;
  items: Record<ShopItem, Text>;
}

/** The seeded shop's words in every language. */
export const SHOP_TEXTS: Record<LanguageCode, ShopTexts> = {
  en: {
    types: ['Special reward', 'Lucky box', 'Random card', 'Free spins', 'Exchange points'],
    points: '{n} points',
    nothing: 'Better luck next time',
    items: {
      hoodie: {
        name: 'Branded hoodie',
        description: 'A soft cotton-blend hoodie with our logo embroidered on the chest.',
      },
      earbuds: {
        name: 'Wireless earbuds',
        description: 'Bluetooth earbuds with a charging case and up to 24 hours of listening.',
      },
      smartwatch: {
        name: 'Smartwatch',
        description: 'Heart-rate tracking, notifications and a week of battery life on your wrist.',
      },
      'card-holder': {
        name: 'Gold-plated card holder',
        description: 'A slim gold-plated holder for your cards, engraved with the VIP crest.',
      },
      'lucky-box-silver': {
        name: 'Silver lucky box',
        description: 'Open it for cash or bonus points. Every prize and its chance is shown.',
      },
      'lucky-box-gold': {
        name: 'Gold lucky box',
        description: 'Bigger prizes inside: cash or a big stack of points.',
      },
      'random-card': {
        name: 'Lucky card',
        description: 'Pick one of five face-down cards and win the prize it hides.',
      },
      'random-card-royal': {
        name: 'Royal card',
        description: 'Five cards, richer prizes: pick one and win what it hides.',
      },
    },
  },
  th: {
    types: ['รางวัลพิเศษ', 'กล่องนำโชค', 'การ์ดสุ่ม', 'ฟรีสปิน', 'แลกคะแนน'],
    points: '{n} คะแนน',
    nothing: 'เสียใจด้วย ลองใหม่อีกครั้ง',
    items: {
      hoodie: { name: 'เสื้อฮู้ดดี้ลายแบรนด์', description: 'เสื้อฮู้ดดี้ผ้าคอตตอนผสมเนื้อนุ่ม ปักโลโก้ของเราที่หน้าอก' },
      earbuds: { name: 'หูฟังไร้สาย', description: 'หูฟังบลูทูธพร้อมเคสชาร์จ ฟังเพลงได้นานสูงสุด 24 ชั่วโมง' },
      smartwatch: {
        name: 'สมาร์ทวอทช์',
        description: 'วัดอัตราการเต้นของหัวใจ แจ้งเตือน และแบตเตอรี่ใช้งานได้นานหนึ่งสัปดาห์',
      },
      'card-holder': { name: 'ที่ใส่บัตรชุบทอง', description: 'ที่ใส่บัตรชุบทองดีไซน์บาง สลักตราสัญลักษณ์ VIP' },
      'lucky-box-silver': {
        name: 'กล่องนำโชคสีเงิน',
        description: 'เปิดเพื่อรับเงินสดหรือคะแนนโบนัส แสดงรางวัลและโอกาสได้รับทุกรายการ',
      },
      'lucky-box-gold': { name: 'กล่องนำโชคสีทอง', description: 'รางวัลใหญ่กว่าเดิม: เงินสดหรือคะแนนจำนวนมาก' },
      'random-card': { name: 'การ์ดนำโชค', description: 'เลือกหนึ่งใบจากการ์ดคว่ำห้าใบ แล้วรับรางวัลที่ซ่อนอยู่' },
      'random-card-royal': {
        name: 'การ์ดรอยัล',
        description: 'การ์ดห้าใบ รางวัลจัดเต็มกว่า เลือกหนึ่งใบแล้วรับรางวัลที่ซ่อนอยู่',
      },
    },
  },
  id: {
    types: ['Hadiah spesial', 'Kotak keberuntungan', 'Kartu acak', 'Putaran gratis', 'Tukar poin'],
    points: '{n} poin',
    nothing: 'Coba lagi lain kali',
    items: {
      hoodie: {
        name: 'Hoodie bermerek',
        description: 'Hoodie lembut berbahan campuran katun dengan logo kami yang dibordir di dada.',
      },
      earbuds: {
        name: 'Earbud nirkabel',
        description: 'Earbud Bluetooth dengan casing pengisi daya dan hingga 24 jam pemutaran.',
      },
      smartwatch: {
        name: 'Jam tangan pintar',
        description:
          'Pemantau detak jantung, notifikasi, dan baterai tahan seminggu di pergelangan tangan Anda.',
      },
      'card-holder': {
        name: 'Dompet kartu berlapis emas',
        description: 'Dompet kartu ramping berlapis emas dengan ukiran lambang VIP.',
      },
      'lucky-box-silver': {
        name: 'Kotak keberuntungan perak',
        description:
          'Buka untuk mendapatkan uang tunai atau poin bonus. Setiap hadiah dan peluangnya ditampilkan.',
      },
      'lucky-box-gold': {
        name: 'Kotak keberuntungan emas',
        description: 'Hadiah lebih besar di dalamnya: uang tunai atau poin dalam jumlah besar.',
      },
      'random-card': {
        name: 'Kartu keberuntungan',
        description: 'Pilih satu dari lima kartu tertutup dan menangkan hadiah di baliknya.',
      },
      'random-card-royal': {
        name: 'Kartu royal',
        description: 'Lima kartu, hadiah lebih besar: pilih satu dan menangkan hadiah di baliknya.',
      },
    },
  },
  my: {
    types: ['Ganjaran istimewa', 'Kotak bertuah', 'Kad rawak', 'Putaran percuma', 'Tukar mata'],
    points: '{n} mata',
    nothing: 'Cuba lagi lain kali',
    items: {
      hoodie: {
        name: 'Hoodie berjenama',
        description: 'Hoodie lembut campuran kapas dengan logo kami bersulam di dada.',
      },
      earbuds: {
        name: 'Fon telinga tanpa wayar',
        description: 'Fon telinga Bluetooth dengan bekas pengecas dan sehingga 24 jam mendengar.',
      },
      smartwatch: {
        name: 'Jam tangan pintar',
        description:
          'Penjejak kadar denyutan jantung, pemberitahuan dan bateri tahan seminggu di pergelangan tangan anda.',
      },
      'card-holder': {
        name: 'Pemegang kad bersalut emas',
        description: 'Pemegang kad nipis bersalut emas, diukir dengan lambang VIP.',
      },
      'lucky-box-silver': {
        name: 'Kotak bertuah perak',
        description: 'Buka untuk wang tunai atau mata bonus. Setiap hadiah dan peluangnya ditunjukkan.',
      },
      'lucky-box-gold': {
        name: 'Kotak bertuah emas',
        description: 'Hadiah lebih besar di dalamnya: wang tunai atau timbunan mata.',
      },
      'random-card': {
        name: 'Kad bertuah',
        description: 'Pilih satu daripada lima kad tertutup dan menangi hadiah yang tersembunyi.',
      },
      'random-card-royal': {
        name: 'Kad diraja',
        description: 'Lima kad, hadiah lebih lumayan: pilih satu dan menangi hadiah yang tersembunyi.',
      },
    },
  },
  zh: {
    types: ['特别奖励', '幸运宝箱', '随机卡牌', '免费旋转', '积分兑换'],
    points: '{n} 积分',
    nothing: '再接再厉',
    items: {
      hoodie: { name: '品牌连帽衫', description: '柔软的棉混纺连帽衫，胸前绣有我们的标志。' },
      earbuds: { name: '无线耳机', description: '蓝牙耳机，附充电盒，续航长达 24 小时。' },
      smartwatch: { name: '智能手表', description: '心率监测、消息提醒，一次充电续航一周。' },
      'card-holder': { name: '镀金卡夹', description: '纤薄镀金卡夹，刻有 VIP 徽章。' },
      'lucky-box-silver': {
        name: '白银幸运宝箱',
        description: '打开即可赢取现金或奖励积分。每个奖品及其概率均公开显示。',
      },
      'lucky-box-gold': { name: '黄金幸运宝箱', description: '内含更丰厚的奖品：现金或大量积分。' },
      'random-card': { name: '幸运卡牌', description: '从五张背面朝上的卡牌中选一张，赢取其中隐藏的奖品。' },
      'random-card-royal': {
        name: '皇家卡牌',
        description: '五张卡牌，奖品更丰厚：选一张，赢取其中隐藏的奖品。',
      },
    },
  },
  ko: {
    types: ['스페셜 리워드', '럭키 박스', '랜덤 카드', '프리 스핀', '포인트 교환'],
    points: '{n} 포인트',
    nothing: '다음 기회에',
    items: {
      hoodie: { name: '브랜드 후드티', description: '가슴에 로고가 자수된 부드러운 면 혼방 후드티입니다.' },
      earbuds: {
        name: '무선 이어버드',
        description: '충전 케이스 포함, 최대 24시간 재생 가능한 블루투스 이어버드입니다.',
      },
      smartwatch: { name: '스마트워치', description: '심박수 측정, 알림, 일주일 가는 배터리를 손목 위에서.' },
      'card-holder': {
        name: '금도금 카드 지갑',
        description: 'VIP 문장이 새겨진 슬림한 금도금 카드 지갑입니다.',
      },
      'lucky-box-silver': {
        name: '실버 럭키 박스',
        description: '열어서 현금 또는 보너스 포인트를 받으세요. 모든 상품과 확률이 공개됩니다.',
      },
      'lucky-box-gold': {
        name: '골드 럭키 박스',
        description: '더 큰 상품이 들어 있습니다: 현금 또는 두둑한 포인트.',
      },
      'random-card': {
        name: '럭키 카드',
        description: '뒤집힌 카드 다섯 장 중 한 장을 골라 숨겨진 상품을 받으세요.',
      },
      'random-card-royal': {
        name: '로열 카드',
        description: '카드 다섯 장, 더 푸짐한 상품: 한 장을 골라 숨겨진 상품을 받으세요.',
      },
    },
  },
  vn: {
    types: ['Phần thưởng đặc biệt', 'Hộp may mắn', 'Thẻ ngẫu nhiên', 'Vòng quay miễn phí', 'Đổi điểm'],
    points: '{n} điểm',
    nothing: 'Chúc bạn may mắn lần sau',
    items: {
      hoodie: {
        name: 'Áo hoodie thương hiệu',
        description: 'Áo hoodie vải cotton pha mềm mại, thêu logo của chúng tôi trên ngực.',
      },
      earbuds: {
        name: 'Tai nghe không dây',
        description: 'Tai nghe Bluetooth kèm hộp sạc, nghe nhạc đến 24 giờ.',
      },
      smartwatch: {
        name: 'Đồng hồ thông minh',
        description: 'Đo nhịp tim, nhận thông báo và pin dùng cả tuần ngay trên cổ tay bạn.',
      },
      'card-holder': {
        name: 'Ví đựng thẻ mạ vàng',
        description: 'Ví đựng thẻ mỏng mạ vàng, khắc huy hiệu VIP.',
      },
      'lucky-box-silver': {
        name: 'Hộp may mắn bạc',
        description: 'Mở hộp để nhận tiền mặt hoặc điểm thưởng. Mọi giải thưởng và tỉ lệ đều được hiển thị.',
      },
      'lucky-box-gold': {
        name: 'Hộp may mắn vàng',
        description: 'Giải thưởng lớn hơn bên trong: tiền mặt hoặc thật nhiều điểm.',
      },
      'random-card': {
        name: 'Thẻ may mắn',
        description: 'Chọn một trong năm lá bài úp và nhận giải thưởng ẩn bên dưới.',
      },
      'random-card-royal': {
        name: 'Thẻ hoàng gia',
        description: 'Năm lá bài, giải thưởng hấp dẫn hơn: chọn một lá và nhận phần thưởng ẩn bên dưới.',
      },
    },
  },
  hi: {
    types: ['विशेष इनाम', 'लकी बॉक्स', 'रैंडम कार्ड', 'फ्री स्पिन', 'पॉइंट बदलें'],
    points: '{n} पॉइंट',
    nothing: 'अगली बार बेहतर किस्मत',
    items: {
      hoodie: {
        name: 'ब्रांडेड हूडी',
        description: 'मुलायम कॉटन-मिश्रित हूडी, जिसकी छाती पर हमारा लोगो कढ़ाई किया गया है।',
      },
      earbuds: {
        name: 'वायरलेस ईयरबड्स',
        description: 'चार्जिंग केस के साथ ब्लूटूथ ईयरबड्स, 24 घंटे तक सुनने का समय।',
      },
      smartwatch: {
        name: 'स्मार्टवॉच',
        description: 'हृदय गति ट्रैकिंग, सूचनाएँ और एक सप्ताह चलने वाली बैटरी, आपकी कलाई पर।',
      },
      'card-holder': {
        name: 'सोने की परत वाला कार्ड होल्डर',
        description: 'VIP चिह्न से उकेरा गया पतला, सोने की परत वाला कार्ड होल्डर।',
      },
      'lucky-box-silver': {
        name: 'सिल्वर लकी बॉक्स',
        description: 'नकद या बोनस पॉइंट पाने के लिए इसे खोलें। हर इनाम और उसकी संभावना दिखाई गई है।',
      },
      'lucky-box-gold': { name: 'गोल्ड लकी बॉक्स', description: 'अंदर बड़े इनाम: नकद या ढेर सारे पॉइंट।' },
      'random-card': {
        name: 'लकी कार्ड',
        description: 'उल्टे रखे पाँच कार्डों में से एक चुनें और उसमें छिपा इनाम जीतें।',
      },
      'random-card-royal': {
        name: 'रॉयल कार्ड',
        description: 'पाँच कार्ड, बड़े इनाम: एक चुनें और उसमें छिपा इनाम जीतें।',
      },
    },
  },
  bd: {
    types: ['বিশেষ পুরস্কার', 'লাকি বক্স', 'র‍্যান্ডম কার্ড', 'ফ্রি স্পিন', 'পয়েন্ট বিনিময়'],
    points: '{n} পয়েন্ট',
    nothing: 'পরের বার ভাগ্য সহায় হোক',
    items: {
      hoodie: { name: 'ব্র্যান্ডেড হুডি', description: 'নরম সুতি-মিশ্রিত হুডি, বুকে আমাদের লোগো এমব্রয়ডারি করা।' },
      earbuds: {
        name: 'ওয়্যারলেস ইয়ারবাড',
        description: 'চার্জিং কেসসহ ব্লুটুথ ইয়ারবাড, ২৪ ঘণ্টা পর্যন্ত শোনা যায়।',
      },
      smartwatch: {
        name: 'স্মার্টওয়াচ',
        description: 'হৃৎস্পন্দন পরিমাপ, নোটিফিকেশন আর এক সপ্তাহের ব্যাটারি, আপনার কবজিতে।',
      },
      'card-holder': {
        name: 'সোনার প্রলেপযুক্ত কার্ড হোল্ডার',
        description: 'VIP প্রতীক খোদাই করা পাতলা, সোনার প্রলেপযুক্ত কার্ড হোল্ডার।',
      },
      'lucky-box-silver': {
        name: 'সিলভার লাকি বক্স',
        description: 'নগদ টাকা বা বোনাস পয়েন্টের জন্য খুলুন। প্রতিটি পুরস্কার ও তার সম্ভাবনা দেখানো আছে।',
      },
      'lucky-box-gold': {
        name: 'গোল্ড লাকি বক্স',
        description: 'ভেতরে আরও বড় পুরস্কার: নগদ টাকা বা প্রচুর পয়েন্ট।',
      },
      'random-card': {
        name: 'লাকি কার্ড',
        description: 'উল্টানো পাঁচটি কার্ডের একটি বেছে নিন এবং তার নিচে লুকানো পুরস্কার জিতুন।',
      },
      'random-card-royal': {
        name: 'রয়্যাল কার্ড',
        description: 'পাঁচটি কার্ড, আরও বড় পুরস্কার: একটি বেছে নিন এবং লুকানো পুরস্কার জিতুন।',
      },
    },
  },
  ph: {
    types: ['Espesyal na gantimpala', 'Lucky box', 'Random card', 'Libreng spin', 'Ipalit ang puntos'],
    points: '{n} puntos',
    nothing: 'Subukan ulit sa susunod',
    items: {
      hoodie: {
        name: 'Branded na hoodie',
        description: 'Malambot na hoodie na cotton blend, may burdang logo namin sa dibdib.',
      },
      earbuds: {
        name: 'Wireless na earbuds',
        description: 'Bluetooth earbuds na may charging case at hanggang 24 na oras na pakikinig.',
      },
      smartwatch: {
        name: 'Smartwatch',
        description:
          'Pagsubaybay sa tibok ng puso, mga notification at isang linggong baterya sa iyong pulso.',
      },
      'card-holder': {
        name: 'Gold-plated na card holder',
        description: 'Manipis na gold-plated na lalagyan ng card, may nakaukit na VIP crest.',
      },
      'lucky-box-silver': {
        name: 'Silver lucky box',
        description: 'Buksan para sa cash o bonus na puntos. Nakalista ang bawat premyo at ang tsansa nito.',
      },
      'lucky-box-gold': {
        name: 'Gold lucky box',
        description: 'Mas malalaking premyo sa loob: cash o maraming puntos.',
      },
      'random-card': {
        name: 'Lucky card',
        description: 'Pumili ng isa sa limang nakataob na card at mapanalunan ang premyong nakatago rito.',
      },
      'random-card-royal': {
        name: 'Royal card',
        description:
          'Limang card, mas malalaking premyo: pumili ng isa at mapanalunan ang nakatagong premyo.',
      },
    },
  },
  pt: {
    types: ['Prémio especial', 'Caixa da sorte', 'Carta aleatória', 'Rodadas grátis', 'Trocar pontos'],
    points: '{n} pontos',
    nothing: 'Mais sorte para a próxima',
    items: {
      hoodie: {
        name: 'Camisola com capuz da marca',
        description: 'Camisola com capuz macia em mistura de algodão, com o nosso logótipo bordado no peito.',
      },
      earbuds: {
        name: 'Auriculares sem fios',
        description: 'Auriculares Bluetooth com estojo de carregamento e até 24 horas de reprodução.',
      },
      smartwatch: {
        name: 'Smartwatch',
        description: 'Monitorização do ritmo cardíaco, notificações e uma semana de bateria no seu pulso.',
      },
      'card-holder': {
        name: 'Porta-cartões banhado a ouro',
        description: 'Porta-cartões fino banhado a ouro, gravado com o brasão VIP.',
      },
      'lucky-box-silver': {
        name: 'Caixa da sorte de prata',
        description:
          'Abra-a para ganhar dinheiro ou pontos de bónus. Cada prémio e a sua probabilidade são indicados.',
      },
      'lucky-box-gold': {
        name: 'Caixa da sorte de ouro',
        description: 'Prémios maiores lá dentro: dinheiro ou muitos pontos.',
      },
      'random-card': {
        name: 'Carta da sorte',
        description: 'Escolha uma de cinco cartas viradas para baixo e ganhe o prémio que esconde.',
      },
      'random-card-royal': {
        name: 'Carta real',
        description: 'Cinco cartas, prémios mais ricos: escolha uma e ganhe o que ela esconde.',
      },
    },
  },
  br: {
    types: ['Prêmio especial', 'Caixa da sorte', 'Carta aleatória', 'Giros grátis', 'Trocar pontos'],
    points: '{n} pontos',
    nothing: 'Mais sorte na próxima vez',
    items: {
      hoodie: {
        name: 'Moletom com capuz da marca',
        description: 'Moletom com capuz macio de algodão misto, com nosso logo bordado no peito.',
      },
      earbuds: {
        name: 'Fones de ouvido sem fio',
        description: 'Fones Bluetooth com estojo de recarga e até 24 horas de reprodução.',
      },
      smartwatch: {
        name: 'Smartwatch',
        description:
          'Monitoramento de batimentos cardíacos, notificações e uma semana de bateria no seu pulso.',
      },
      'card-holder': {
        name: 'Porta-cartões banhado a ouro',
        description: 'Porta-cartões fino banhado a ouro, com o brasão VIP gravado.',
      },
      'lucky-box-silver': {
        name: 'Caixa da sorte de prata',
        description:
          'Abra para ganhar dinheiro ou pontos de bônus. Todos os prêmios e suas chances são exibidos.',
      },
      'lucky-box-gold': {
        name: 'Caixa da sorte de ouro',
        description: 'Prêmios maiores dentro: dinheiro ou uma pilha de pontos.',
      },
      'random-card': {
        name: 'Carta da sorte',
        description: 'Escolha uma entre cinco cartas viradas para baixo e ganhe o prêmio escondido.',
      },
      'random-card-royal': {
        name: 'Carta real',
        description: 'Cinco cartas, prêmios melhores: escolha uma e ganhe o que ela esconde.',
      },
    },
  },
  jp: {
    types: ['スペシャル特典', 'ラッキーボックス', 'ランダムカード', 'フリースピン', 'ポイント交換'],
    points: '{n}ポイント',
    nothing: '残念、また挑戦してね',
    items: {
      hoodie: {
        name: 'ブランドパーカー',
        description: '胸にロゴの刺しゅうが入った、やわらかな綿混紡のパーカーです。',
      },
      earbuds: {
        name: 'ワイヤレスイヤホン',
        description: '充電ケース付きで最大24時間再生できるBluetoothイヤホンです。',
      },
      smartwatch: {
        name: 'スマートウォッチ',
        description: '心拍数の計測、通知、1週間もつバッテリーを手首に。',
      },
      'card-holder': {
        name: '金メッキのカードケース',
        description: 'VIPの紋章が刻まれた、薄型の金メッキカードケースです。',
      },
      'lucky-box-silver': {
        name: 'シルバーラッキーボックス',
        description:
          '開けると現金またはボーナスポイントが当たります。すべての賞品と当選確率を公開しています。',
      },
      'lucky-box-gold': {
        name: 'ゴールドラッキーボックス',
        description: '中身はさらに豪華：現金またはたっぷりのポイント。',
      },
      'random-card': {
        name: 'ラッキーカード',
        description: '伏せられた5枚のカードから1枚を選び、隠された賞品を獲得しましょう。',
      },
      'random-card-royal': {
        name: 'ロイヤルカード',
        description: '5枚のカードで賞品がさらに豪華に。1枚選んで隠された賞品を獲得しましょう。',
      },
    },
  },
  es: {
    types: ['Premio especial', 'Caja de la suerte', 'Carta aleatoria', 'Giros gratis', 'Canjear puntos'],
    points: '{n} puntos',
    nothing: 'Más suerte la próxima vez',
    items: {
      hoodie: {
        name: 'Sudadera con capucha de la marca',
        description:
          'Sudadera con capucha suave de mezcla de algodón, con nuestro logotipo bordado en el pecho.',
      },
      earbuds: {
        name: 'Auriculares inalámbricos',
        description: 'Auriculares Bluetooth con estuche de carga y hasta 24 horas de reproducción.',
      },
      smartwatch: {
        name: 'Reloj inteligente',
        description: 'Control del ritmo cardíaco, notificaciones y una semana de batería en tu muñeca.',
      },
      'card-holder': {
        name: 'Tarjetero bañado en oro',
        description: 'Tarjetero delgado bañado en oro, grabado con el emblema VIP.',
      },
      'lucky-box-silver': {
        name: 'Caja de la suerte de plata',
        description:
          'Ábrela y gana dinero o puntos de bonificación. Se muestran todos los premios y sus probabilidades.',
      },
      'lucky-box-gold': {
        name: 'Caja de la suerte de oro',
        description: 'Premios más grandes en su interior: dinero o un montón de puntos.',
      },
      'random-card': {
        name: 'Carta de la suerte',
        description: 'Elige una de cinco cartas boca abajo y gana el premio que esconde.',
      },
      'random-card-royal': {
        name: 'Carta real',
        description: 'Cinco cartas, mejores premios: elige una y gana lo que esconde.',
      },
    },
  },
  mm: {
    types: ['အထူးဆု', 'ကံစမ်းသေတ္တာ', 'ကျပန်းကတ်', 'အခမဲ့ လှည့်ခြင်း', 'ပွိုင့် လဲလှယ်ရန်'],
    points: '{n} ပွိုင့်',
    nothing: 'နောက်တစ်ကြိမ် ကံကောင်းပါစေ',
    items: {
      hoodie: {
        name: 'အမှတ်တံဆိပ်ပါ ဟူဒီ',
        description: 'ရင်ဘတ်တွင် ကျွန်ုပ်တို့၏ လိုဂိုကို ပန်းထိုးထားသော ချည်ရောထည် ဟူဒီ အပျော့။',
      },
      earbuds: {
        name: 'ကြိုးမဲ့ နားကြပ်',
        description: 'အားသွင်းဘူးပါသော ဘလူးတုသ် နားကြပ်၊ ၂၄ နာရီအထိ နားထောင်နိုင်သည်။',
      },
      smartwatch: {
        name: 'စမတ်နာရီ',
        description: 'နှလုံးခုန်နှုန်း တိုင်းတာခြင်း၊ အသိပေးချက်များနှင့် တစ်ပတ်ခံ ဘက်ထရီ။',
      },
      'card-holder': { name: 'ရွှေချ ကတ်အိတ်', description: 'VIP တံဆိပ် ထွင်းထားသော ပါးလွှာသည့် ရွှေချ ကတ်အိတ်။' },
      'lucky-box-silver': {
        name: 'ငွေရောင် ကံစမ်းသေတ္တာ',
        description: 'ငွေသား သို့မဟုတ် ဘောနပ်စ်ပွိုင့် ရရန် ဖွင့်ပါ။ ဆုတိုင်းနှင့် ၎င်း၏ ဖြစ်နိုင်ခြေကို ပြသထားသည်။',
      },
      'lucky-box-gold': {
        name: 'ရွှေရောင် ကံစမ်းသေတ္တာ',
        description: 'အတွင်း၌ ပိုကြီးသော ဆုများ- ငွေသား သို့မဟုတ် ပွိုင့်အများအပြား။',
      },
      'random-card': {
        name: 'ကံကောင်းကတ်',
        description: 'မှောက်ထားသော ကတ်ငါးချပ်အနက် တစ်ချပ်ကို ရွေးပြီး ဝှက်ထားသော ဆုကို ရယူပါ။',
      },
      'random-card-royal': {
        name: 'ရွိုင်ရယ်ကတ်',
        description: 'ကတ်ငါးချပ်၊ ပိုကောင်းသော ဆုများ- တစ်ချပ်ရွေးပြီး ဝှက်ထားသောဆုကို ရယူပါ။',
      },
    },
  },
};
