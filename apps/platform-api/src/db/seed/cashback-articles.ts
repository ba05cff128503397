import type { LanguageCode } from '@casino/contracts';

/** [title, body] of the one article each programme starts with, per language. */
type Article = Record<LanguageCode, [string, string]>;

const CASHBACK: Article = {
  en: [
    'Cashback terms',
    "Cashback is worked out once a day from the previous business day's settled bets and paid only while cashback is your active bonus. It goes to your cashback balance, which you can move to your wallet at any time without a turnover requirement. Only one of promotion, cashback, rebate or referral can be active at a time.",
  ],
  th: [
    'เงื่อนไขเงินคืน',
    'เงินคืนคำนวณวันละครั้งจากเดิมพันที่ชำระแล้วของวันทำการก่อนหน้า และจ่ายเฉพาะเมื่อเงินคืนเป็นโบนัสที่คุณเปิดใช้งานอยู่ เงินคืนจะเข้าสู่ยอดเงินคืนของคุณ ซึ่งโอนเข้ากระเป๋าเงินได้ทุกเมื่อโดยไม่ต้องทำยอดเทิร์นโอเวอร์ เปิดใช้งานได้ครั้งละหนึ่งอย่างเท่านั้น ระหว่างโปรโมชั่น เงินคืน ค่าคอมมิชชั่นคืน หรือการแนะนำเพื่อน',
  ],
  id: [
    'Ketentuan cashback',
    'Cashback dihitung sekali sehari dari taruhan yang sudah diselesaikan pada hari kerja sebelumnya dan hanya dibayarkan selama cashback menjadi bonus aktif Anda. Cashback masuk ke saldo cashback Anda, yang dapat dipindahkan ke dompet kapan saja tanpa syarat turnover. Hanya satu dari promosi, cashback, rabat, atau referral yang dapat aktif pada satu waktu.',
  ],
  my: [
    'Terma cashback',
    'Cashback dikira sekali sehari daripada pertaruhan yang telah diselesaikan pada hari perniagaan sebelumnya dan dibayar hanya semasa cashback ialah bonus aktif anda. Ia dimasukkan ke baki cashback anda, yang boleh dipindahkan ke dompet anda bila-bila masa tanpa syarat pusing ganti. Hanya satu daripada promosi, cashback, rebat atau rujukan boleh aktif pada satu masa.',
  ],
  zh: [
    '返现条款',
    '返现每天根据上一营业日已结算的投注计算一次，仅在返现为您当前启用的奖励时发放。返现存入您的返现余额，可随时转入钱包，无流水要求。优惠、返现、返水和推荐同一时间只能启用其中一项。',
  ],
  ko: [
    '캐시백 약관',
    '캐시백은 전 영업일의 정산된 베팅을 기준으로 하루에 한 번 계산되며, 캐시백이 활성 보너스일 때만 지급됩니다. 캐시백 잔액에 적립되며 롤링 조건 없이 언제든지 지갑으로 이체할 수 있습니다. 프로모션, 캐시백, 리베이트, 추천 중 한 번에 하나만 활성화할 수 있습니다.',
  ],
  vn: [
    'Điều khoản hoàn tiền',
    'Hoàn tiền được tính mỗi ngày một lần từ các cược đã thanh toán của ngày làm việc trước và chỉ được trả khi hoàn tiền là khuyến mãi đang kích hoạt của bạn. Tiền vào số dư hoàn tiền, bạn có thể chuyển vào ví bất cứ lúc nào mà không cần doanh thu cược. Mỗi lúc chỉ có thể kích hoạt một trong các ưu đãi: khuyến mãi, hoàn tiền, hoàn trả hoặc giới thiệu.',
  ],
  hi: [
    'कैशबैक की शर्तें',
    'कैशबैक की गणना पिछले कारोबारी दिन के निपटाए गए दांवों से दिन में एक बार होती है और इसका भुगतान केवल तभी होता है जब कैशबैक आपका सक्रिय बोनस हो। यह आपके कैशबैक बैलेंस में जाता है, जिसे आप बिना टर्नओवर शर्त के कभी भी अपने वॉलेट में ट्रांसफ़र कर सकते हैं। प्रमोशन, कैशबैक, रिबेट या रेफ़रल में से एक समय में केवल एक ही सक्रिय हो सकता है।',
  ],
  bd: [
    'ক্যাশব্যাকের শর্তাবলি',
    'ক্যাশব্যাক আগের কার্যদিবসের নিষ্পন্ন বাজি থেকে দিনে একবার হিসাব করা হয় এবং কেবল ক্যাশব্যাক আপনার সক্রিয় বোনাস থাকলেই প্রদান করা হয়। এটি আপনার ক্যাশব্যাক ব্যালেন্সে যোগ হয়, যা টার্নওভারের শর্ত ছাড়াই যেকোনো সময় ওয়ালেটে স্থানান্তর করা যায়। প্রমোশন, ক্যাশব্যাক, রিবেট বা রেফারেলের মধ্যে একবারে কেবল একটি সক্রিয় থাকতে পারে।',
  ],
  ph: [
    'Mga tuntunin ng ibinalik na pera',
    'Kinakalkula ang ibinalik na pera minsan sa isang araw mula sa mga naayos na taya ng nakaraang araw ng negosyo, at ibinabayad lamang habang ito ang iyong aktibong bonus. Napupunta ito sa iyong balanse ng ibinalik na pera, na maaari mong ilipat sa iyong wallet anumang oras nang walang kailangang turnover. Isa lamang sa promosyon, ibinalik na pera, rebate o referral ang maaaring aktibo sa isang pagkakataon.',
  ],
  pt: [
    'Termos do reembolso',
    'O reembolso é calculado uma vez por dia a partir das apostas liquidadas do dia útil anterior e só é pago enquanto o reembolso for o seu bónus ativo. Vai para o seu saldo de reembolso, que pode transferir para a sua carteira a qualquer momento, sem volume de apostas exigido. Só pode estar ativo um de cada vez: promoção, reembolso, bónus de devolução ou indicação.',
  ],
  br: [
    'Termos do dinheiro de volta',
    'O dinheiro de volta é calculado uma vez por dia a partir das apostas liquidadas do dia útil anterior e só é pago enquanto ele for o seu bônus ativo. O valor vai para o seu saldo de dinheiro de volta, que você pode transferir para a carteira a qualquer momento, sem rollover. Só um de cada vez pode estar ativo: promoção, dinheiro de volta, bônus de devolução ou indicação.',
  ],
  jp: [
    'キャッシュバックの条件',
    'キャッシュバックは前営業日の確定したベットをもとに1日1回計算され、キャッシュバックが有効なボーナスである間のみ支払われます。キャッシュバック残高に入り、ターンオーバー条件なしでいつでもウォレットへ移動できます。プロモーション、キャッシュバック、リベート、紹介のうち同時に有効にできるのは1つだけです。',
  ],
  es: [
    'Términos del reembolso',
    'El reembolso se calcula una vez al día a partir de las apuestas liquidadas del día hábil anterior y solo se paga mientras el reembolso sea tu bono activo. Va a tu saldo de reembolso, que puedes transferir a tu billetera en cualquier momento sin requisito de rollover. Solo puede estar activo uno a la vez: promoción, reembolso, bonificación de devolución o referido.',
  ],
  mm: [
    'ငွေပြန်အမ်း စည်းကမ်းချက်များ',
    'ငွေပြန်အမ်းကို ယခင်လုပ်ငန်းရက်၏ ငွေရှင်းပြီးသော လောင်းကြေးများမှ တစ်ရက်လျှင် တစ်ကြိမ် တွက်ချက်ပြီး ငွေပြန်အမ်းသည် သင်၏ အသက်ဝင်နေသော ဘောနပ်စ်ဖြစ်နေစဉ်သာ ပေးချေပါသည်။ ၎င်းကို သင့်ငွေပြန်အမ်းလက်ကျန်ထဲ ထည့်ပေးပြီး လောင်းကြေးပမာဏ လိုအပ်ချက်မရှိဘဲ အချိန်မရွေး ပိုက်ဆံအိတ်သို့ လွှဲနိုင်ပါသည်။ ပရိုမိုးရှင်း၊ ငွေပြန်အမ်း၊ ပြန်အမ်းငွေ သို့မဟုတ် မိတ်ဆက်ခြင်းထဲမှ တစ်ကြိမ်လျှင် တစ်ခုသာ အသက်ဝင်နိုင်ပါသည်။',
  ],
};

const REBATE: Article = {
  en: [
    'Rebate terms',
    "Rebate is worked out once a day from the previous business day's turnover, win or lose, and paid only while rebate is your active bonus. It goes to your rebate balance, which you can move to your wallet at any time. Only one of promotion, cashback, rebate or referral can be active at a time.",
  ],
  th: [
    'เงื่อนไขค่าคอมมิชชั่นคืน',
    'ค่าคอมมิชชั่นคืนคำนวณวันละครั้งจากยอดเทิร์นโอเวอร์ของวันทำการก่อนหน้า ไม่ว่าได้หรือเสีย และจ่ายเฉพาะเมื่อค่าคอมมิชชั่นคืนเป็นโบนัสที่คุณเปิดใช้งานอยู่ จะเข้าสู่ยอดค่าคอมมิชชั่นคืนของคุณ ซึ่งโอนเข้ากระเป๋าเงินได้ทุกเมื่อ เปิดใช้งานได้ครั้งละหนึ่งอย่างเท่านั้น ระหว่างโปรโมชั่น เงินคืน ค่าคอมมิชชั่นคืน หรือการแนะนำเพื่อน',
  ],
  id: [
    'Ketentuan rabat',
    'Rabat dihitung sekali sehari dari turnover hari kerja sebelumnya, menang atau kalah, dan hanya dibayarkan selama rabat menjadi bonus aktif Anda. Rabat masuk ke saldo rabat Anda, yang dapat dipindahkan ke dompet kapan saja. Hanya satu dari promosi, cashback, rabat, atau referral yang dapat aktif pada satu waktu.',
  ],
  my: [
    'Terma rebat',
    'Rebat dikira sekali sehari daripada pusing ganti hari perniagaan sebelumnya, menang atau kalah, dan dibayar hanya semasa rebat ialah bonus aktif anda. Ia dimasukkan ke baki rebat anda, yang boleh dipindahkan ke dompet anda bila-bila masa. Hanya satu daripada promosi, cashback, rebat atau rujukan boleh aktif pada satu masa.',
  ],
  zh: [
    '返水条款',
    '返水每天根据上一营业日的流水计算一次，无论输赢，仅在返水为您当前启用的奖励时发放。返水存入您的返水余额，可随时转入钱包。优惠、返现、返水和推荐同一时间只能启用其中一项。',
  ],
  ko: [
    '리베이트 약관',
    '리베이트는 승패와 관계없이 전 영업일의 롤링을 기준으로 하루에 한 번 계산되며, 리베이트가 활성 보너스일 때만 지급됩니다. 리베이트 잔액에 적립되며 언제든지 지갑으로 이체할 수 있습니다. 프로모션, 캐시백, 리베이트, 추천 중 한 번에 하나만 활성화할 수 있습니다.',
  ],
  vn: [
    'Điều khoản hoàn trả',
    'Hoàn trả được tính mỗi ngày một lần từ doanh thu cược của ngày làm việc trước, dù thắng hay thua, và chỉ được trả khi hoàn trả là khuyến mãi đang kích hoạt của bạn. Tiền vào số dư hoàn trả, bạn có thể chuyển vào ví bất cứ lúc nào. Mỗi lúc chỉ có thể kích hoạt một trong các ưu đãi: khuyến mãi, hoàn tiền, hoàn trả hoặc giới thiệu.',
  ],
  hi: [
    'रिबेट की शर्तें',
    'रिबेट की गणना पिछले कारोबारी दिन के टर्नओवर से, जीत हो या हार, दिन में एक बार होती है और इसका भुगतान केवल तभी होता है जब रिबेट आपका सक्रिय बोनस हो। यह आपके रिबेट बैलेंस में जाता है, जिसे आप कभी भी अपने वॉलेट में ट्रांसफ़र कर सकते हैं। प्रमोशन, कैशबैक, रिबेट या रेफ़रल में से एक समय में केवल एक ही सक्रिय हो सकता है।',
  ],
  bd: [
    'রিবেটের শর্তাবলি',
    'রিবেট আগের কার্যদিবসের টার্নওভার থেকে, জয় বা পরাজয় যাই হোক, দিনে একবার হিসাব করা হয় এবং কেবল রিবেট আপনার সক্রিয় বোনাস থাকলেই প্রদান করা হয়। এটি আপনার রিবেট ব্যালেন্সে যোগ হয়, যা যেকোনো সময় ওয়ালেটে স্থানান্তর করা যায়। প্রমোশন, ক্যাশব্যাক, রিবেট বা রেফারেলের মধ্যে একবারে কেবল একটি সক্রিয় থাকতে পারে।',
  ],
  ph: [
    'Mga tuntunin ng rebate',
    'Kinakalkula ang rebate minsan sa isang araw mula sa turnover ng nakaraang araw ng negosyo, panalo man o talo, at ibinabayad lamang habang ito ang iyong aktibong bonus. Napupunta ito sa iyong rebate na balanse, na maaari mong ilipat sa iyong wallet anumang oras. Isa lamang sa promosyon, ibinalik na pera, rebate o referral ang maaaring aktibo sa isang pagkakataon.',
  ],
  pt: [
    'Termos do bónus de devolução',
    'O bónus de devolução é calculado uma vez por dia a partir do volume de apostas do dia útil anterior, ganhe ou perca, e só é pago enquanto for o seu bónus ativo. Vai para o seu saldo de devolução, que pode transferir para a sua carteira a qualquer momento. Só pode estar ativo um de cada vez: promoção, reembolso, bónus de devolução ou indicação.',
  ],
  br: [
    'Termos do bônus de devolução',
    'O bônus de devolução é calculado uma vez por dia a partir do rollover do dia útil anterior, ganhando ou perdendo, e só é pago enquanto ele for o seu bônus ativo. O valor vai para o seu saldo de devolução, que você pode transferir para a carteira a qualquer momento. Só um de cada vez pode estar ativo: promoção, dinheiro de volta, bônus de devolução ou indicação.',
  ],
  jp: [
    'リベートの条件',
    'リベートは勝ち負けに関係なく前営業日のターンオーバーをもとに1日1回計算され、リベートが有効なボーナスである間のみ支払われます。リベート残高に入り、いつでもウォレットへ移動できます。プロモーション、キャッシュバック、リベート、紹介のうち同時に有効にできるのは1つだけです。',
  ],
  es: [
    'Términos de la bonificación de devolución',
    'La bonificación de devolución se calcula una vez al día a partir del rollover del día hábil anterior, ganes o pierdas, y solo se paga mientras sea tu bono activo. Va a tu saldo de devolución, que puedes transferir a tu billetera en cualquier momento. Solo puede estar activo uno a la vez: promoción, reembolso, bonificación de devolución o referido.',
  ],
  mm: [
    'ပြန်အမ်းငွေ စည်းကမ်းချက်များ',
    'ပြန်အမ်းငွေကို နိုင်သည်ဖြစ်စေ ရှုံးသည်ဖြစ်စေ ယခင်လုပ်ငန်းရက်၏ လောင်းကြေးပမာဏမှ တစ်ရက်လျှင် တစ်ကြိမ် တွက်ချက်ပြီး ပြန်အမ်းငွေသည် သင်၏ အသက်ဝင်နေသော ဘောနပ်စ်ဖြစ်နေစဉ်သာ ပေးချေပါသည်။ ၎င်းကို သင့်ပြန်အမ်းငွေလက်ကျန်ထဲ ထည့်ပေးပြီး အချိန်မရွေး ပိုက်ဆံအိတ်သို့ လွှဲနိုင်ပါသည်။ ပရိုမိုးရှင်း၊ ငွေပြန်အမ်း၊ ပြန်အမ်းငွေ သို့မဟုတ် မိတ်ဆက်ခြင်းထဲမှ တစ်ကြိမ်လျှင် တစ်ခုသာ အသက်ဝင်နိုင်ပါသည်။',
  ],
};

/** One row per programme and language: the seed's articles, as the admin API stores them. */
export const CASHBACK_ARTICLE_ROWS = (['cashback', 'rebate'] as const).flatMap((kind) =>
  Object.entries(kind === 'cashback' ? CASHBACK : REBATE).map(([lang, [title, body]]) => ({
    kind,
    lang,
    articles: [{ title, body }],
  })),
);
