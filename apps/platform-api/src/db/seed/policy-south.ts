import type { LanguageCode } from '@casino/contracts';
import { policySet } from './policy-build';
import type { PolicySet } from './profile';

/** Indonesian, Malay, Hindi, Bengali and Filipino legal pages (same sections as English). */
export const POLICIES_SOUTH: Record<Extract<LanguageCode, 'id' | 'my' | 'hi' | 'bd' | 'ph'>, PolicySet> = {
  id: policySet(
    [
      'Syarat dan Ketentuan',
      [
        [
          '1. Persetujuan',
          'Dengan membuka akun atau menggunakan situs ini, Anda menerima syarat ini. Jika tidak setuju, jangan gunakan situs ini.',
          'Kami dapat memperbarui syarat ini; versi di halaman ini berlaku sejak tanggal yang tertera. Tetap bermain setelah perubahan berarti Anda menerimanya.',
        ],
        [
          '2. Kelayakan',
          'Anda harus berusia di atas 18 tahun, atau usia legal berjudi di tempat Anda jika lebih tinggi, dan judi daring harus sah bagi Anda.',
          'Satu akun per orang, rumah tangga, nomor telepon, rekening bank, dan perangkat. Kami dapat meminta bukti identitas, usia, dan alamat kapan saja.',
        ],
        [
          '3. Akun Anda',
          'Rahasiakan kata sandi dan kode OTP; Anda bertanggung jawab atas semua aktivitas di akun Anda. Segera beri tahu kami jika Anda menduga ada penyalahgunaan.',
          'Data Anda harus benar dan terkini. Deposit dan penarikan hanya memakai rekening pembayaran atas nama Anda sendiri.',
        ],
        [
          '4. Deposit dan penarikan',
          'Deposit dikreditkan setelah pembayaran dikonfirmasi. Penarikan dibayarkan ke rekening bank atau dompet yang terdaftar di profil Anda setelah syarat turnover terpenuhi.',
          'Kami dapat menahan pembayaran selama pemeriksaan keamanan atau anti pencucian uang. Biaya dan batas ditampilkan sebelum Anda mengonfirmasi.',
        ],
        [
          '5. Bonus dan promosi',
          'Setiap promosi memiliki aturannya sendiri, termasuk turnover, batas waktu, dan permainan yang berlaku. Hanya satu promosi, cashback, rebate, atau bonus referensi yang dapat aktif dalam satu waktu.',
          'Bonus yang diperoleh dengan penyalahgunaan, seperti banyak akun atau bermain berkomplot, dapat dibatalkan beserta kemenangannya.',
        ],
        [
          '6. Permainan dan permainan yang adil',
          'Hasil permainan ditentukan oleh generator angka acak bersertifikat. Gangguan sistem membatalkan permainan dan pembayaran yang terdampak.',
          'Kecurangan, kolusi, bot, dan memanfaatkan kesalahan dilarang dan dapat berujung pada penutupan akun serta penyitaan dana.',
        ],
        [
          '7. Bermain bertanggung jawab dan menutup akun',
          'Bermainlah hanya dengan uang yang sanggup Anda relakan. Anda dapat meminta batas deposit, jeda, atau pengecualian diri kapan saja melalui layanan pelanggan.',
          'Anda dapat menutup akun kapan saja; sisa dana dibayarkan setelah pemeriksaan kami. Kami dapat menangguhkan atau menutup akun yang melanggar syarat ini.',
        ],
      ],
    ],
    [
      'Kebijakan Privasi',
      [
        [
          '1. Siapa kami',
          'Kebijakan ini menjelaskan bagaimana operator situs ini mengumpulkan dan menggunakan data pribadi Anda serta hak-hak Anda.',
        ],
        [
          '2. Data yang kami kumpulkan',
          'Data akun: nomor telepon, email, nama, tanggal lahir, jenis kelamin, pertanyaan keamanan, serta data bank atau dompet.',
          'Data penggunaan: login, alamat IP, perangkat dan peramban, transaksi, taruhan, dan pesan dengan layanan pelanggan.',
        ],
        [
          '3. Tujuan penggunaan',
          'Untuk mengelola akun dan pembayaran, memverifikasi identitas dan usia, mencegah penipuan dan pencucian uang, memenuhi kewajiban hukum, membantu Anda, dan dengan persetujuan Anda, mengirim penawaran.',
        ],
        [
          '4. Berbagi data',
          'Kami hanya membagikan data kepada penyedia pembayaran, penyedia permainan, layanan verifikasi identitas dan penipuan, serta otoritas bila diwajibkan hukum. Kami tidak pernah menjual data Anda.',
        ],
        [
          '5. Keamanan dan penyimpanan',
          'Kata sandi dan jawaban keamanan hanya disimpan sebagai hash satu arah, dan koneksi dienkripsi. Kami menyimpan data selama akun Anda aktif dan setelahnya selama diwajibkan hukum.',
        ],
        [
          '6. Hak Anda',
          'Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data, menolak pemasaran, atau menarik persetujuan kapan saja dengan menghubungi layanan pelanggan.',
        ],
      ],
    ],
    [
      'Kebijakan Cookie',
      [
        [
          '1. Apa itu cookie',
          'Cookie adalah file kecil yang disimpan peramban untuk sebuah situs. Kami memakai cookie dan penyimpanan lokal serupa agar situs berfungsi dan untuk menyempurnakannya.',
        ],
        [
          '2. Cookie yang kami gunakan',
          'Penting: sesi login (30 hari) dan keamanan. Preferensi: bahasa Anda (365 hari). Analitik dan eksperimen, hanya dengan persetujuan Anda.',
        ],
        [
          '3. Pihak ketiga',
          'Penyedia obrolan langsung, analitik, dan permainan dapat memasang cookie sendiri saat Anda memakai layanan mereka; kebijakan mereka yang berlaku.',
        ],
        [
          '4. Mengelola cookie',
          'Anda dapat memblokir atau menghapus cookie di pengaturan peramban. Tanpa cookie penting, Anda tidak dapat tetap login.',
        ],
      ],
    ],
  ),
  my: policySet(
    [
      'Terma dan Syarat',
      [
        [
          '1. Perjanjian',
          'Dengan membuka akaun atau menggunakan laman ini, anda menerima terma ini. Jika tidak bersetuju, sila jangan gunakan laman ini.',
          'Kami boleh mengemas kini terma ini; versi di halaman ini terpakai dari tarikh yang dinyatakan. Terus bermain selepas perubahan bermakna anda menerimanya.',
        ],
        [
          '2. Kelayakan',
          'Anda mesti berumur lebih 18 tahun, atau umur perjudian sah di tempat anda jika lebih tinggi, dan perjudian dalam talian mesti sah bagi anda.',
          'Satu akaun bagi setiap orang, isi rumah, nombor telefon, akaun bank dan peranti. Kami boleh meminta bukti identiti, umur dan alamat pada bila-bila masa.',
        ],
        [
          '3. Akaun anda',
          'Rahsiakan kata laluan dan kod OTP; anda bertanggungjawab atas semua aktiviti dalam akaun anda. Maklumkan kami segera jika anda mengesyaki penyalahgunaan.',
          'Butiran anda mesti benar dan terkini. Deposit dan pengeluaran hanya menggunakan akaun pembayaran atas nama anda sendiri.',
        ],
        [
          '4. Deposit dan pengeluaran',
          'Deposit dikreditkan sebaik pembayaran disahkan. Pengeluaran dibayar ke akaun bank atau dompet yang didaftarkan dalam profil anda selepas syarat pusing ganti dipenuhi.',
          'Kami boleh menahan pembayaran semasa pemeriksaan keselamatan atau pencegahan pengubahan wang haram. Caj dan had dipaparkan sebelum anda mengesahkan.',
        ],
        [
          '5. Bonus dan promosi',
          'Setiap promosi mempunyai peraturannya sendiri, termasuk pusing ganti, had masa dan permainan yang layak. Hanya satu promosi, pulangan tunai, rebat atau ganjaran rujukan boleh aktif pada satu masa.',
          'Bonus yang diperoleh melalui penyalahgunaan, seperti berbilang akaun atau permainan berpakat, boleh ditarik balik bersama kemenangannya.',
        ],
        [
          '6. Permainan dan permainan adil',
          'Keputusan permainan ditentukan oleh penjana nombor rawak yang diperakui. Kerosakan sistem membatalkan permainan dan bayaran yang terjejas.',
          'Penipuan, pakatan, bot dan mengeksploitasi ralat adalah dilarang dan boleh menyebabkan akaun ditutup serta dana dirampas.',
        ],
        [
          '7. Perjudian bertanggungjawab dan menutup akaun',
          'Bermain hanya dengan wang yang anda mampu kehilangan. Anda boleh meminta had deposit, rehat atau pengecualian diri pada bila-bila masa melalui khidmat pelanggan.',
          'Anda boleh menutup akaun pada bila-bila masa; baki dana dibayar selepas pemeriksaan kami. Kami boleh menggantung atau menutup akaun yang melanggar terma ini.',
        ],
      ],
    ],
    [
      'Dasar Privasi',
      [
        [
          '1. Siapa kami',
          'Dasar ini menerangkan cara pengendali laman ini mengumpul dan menggunakan data peribadi anda serta hak-hak anda.',
        ],
        [
          '2. Data yang kami kumpul',
          'Data akaun: nombor telefon, e-mel, nama, tarikh lahir, jantina, soalan keselamatan, dan butiran bank atau dompet.',
          'Data penggunaan: log masuk, alamat IP, peranti dan pelayar, transaksi, pertaruhan dan mesej dengan khidmat pelanggan.',
        ],
        [
          '3. Tujuan penggunaan',
          'Untuk mengurus akaun dan pembayaran anda, mengesahkan identiti dan umur, mencegah penipuan dan pengubahan wang haram, mematuhi undang-undang, membantu anda dan, dengan persetujuan anda, menghantar tawaran.',
        ],
        [
          '4. Perkongsian',
          'Kami berkongsi data hanya dengan penyedia pembayaran, penyedia permainan, perkhidmatan pengesahan identiti dan penipuan, dan pihak berkuasa apabila dikehendaki undang-undang. Kami tidak sekali-kali menjual data anda.',
        ],
        [
          '5. Keselamatan dan penyimpanan',
          'Kata laluan dan jawapan keselamatan disimpan hanya sebagai cincang sehala, dan sambungan disulitkan. Kami menyimpan data selagi akaun anda dibuka dan selepas itu selama dikehendaki undang-undang.',
        ],
        [
          '6. Hak anda',
          'Anda boleh meminta untuk melihat, membetulkan atau memadam data anda, membantah pemasaran atau menarik balik persetujuan pada bila-bila masa dengan menghubungi khidmat pelanggan.',
        ],
      ],
    ],
    [
      'Dasar Kuki',
      [
        [
          '1. Apakah kuki',
          'Kuki ialah fail kecil yang disimpan oleh pelayar untuk sesebuah laman. Kami menggunakan kuki dan storan tempatan yang serupa supaya laman berfungsi dan untuk menambah baiknya.',
        ],
        [
          '2. Kuki yang kami gunakan',
          'Penting: sesi log masuk (30 hari) dan keselamatan. Pilihan: bahasa anda (365 hari). Analitik dan eksperimen, hanya dengan persetujuan anda.',
        ],
        [
          '3. Pihak ketiga',
          'Penyedia sembang langsung, analitik dan permainan mungkin menetapkan kuki mereka sendiri apabila anda menggunakan perkhidmatan mereka; dasar mereka terpakai.',
        ],
        [
          '4. Mengurus kuki',
          'Anda boleh menyekat atau memadam kuki dalam tetapan pelayar. Tanpa kuki penting, anda tidak dapat kekal log masuk.',
        ],
      ],
    ],
  ),
  hi: policySet(
    [
      'नियम और शर्तें',
      [
        [
          '1. सहमति',
          'खाता खोलकर या इस साइट का उपयोग करके आप इन शर्तों को स्वीकार करते हैं। यदि आप सहमत नहीं हैं, तो कृपया साइट का उपयोग न करें।',
          'हम इन शर्तों को बदल सकते हैं; इस पृष्ठ का संस्करण दी गई तारीख से लागू होता है। बदलाव के बाद खेलना जारी रखने का अर्थ है कि आप उसे स्वीकार करते हैं।',
        ],
        [
          '2. पात्रता',
          'आपकी आयु 18 वर्ष से अधिक होनी चाहिए, या आपके क्षेत्र की वैध जुआ आयु यदि वह अधिक हो, और ऑनलाइन जुआ आपके लिए वैध होना चाहिए।',
          'प्रति व्यक्ति, परिवार, फ़ोन नंबर, बैंक खाता और डिवाइस केवल एक खाता। हम किसी भी समय पहचान, आयु और पते का प्रमाण माँग सकते हैं।',
        ],
        [
          '3. आपका खाता',
          'अपना पासवर्ड और OTP कोड गोपनीय रखें; आपके खाते की हर गतिविधि के लिए आप ज़िम्मेदार हैं। दुरुपयोग का संदेह होने पर हमें तुरंत बताएँ।',
          'आपकी जानकारी सही और अद्यतन होनी चाहिए। जमा और निकासी केवल आपके अपने नाम के भुगतान खातों से होती है।',
        ],
        [
          '4. जमा और निकासी',
          'भुगतान की पुष्टि होते ही जमा राशि खाते में आ जाती है। टर्नओवर की शर्त पूरी होने के बाद निकासी आपकी प्रोफ़ाइल में पंजीकृत बैंक खाते या वॉलेट में भेजी जाती है।',
          'सुरक्षा या धन-शोधन-रोधी जाँच पूरी होने तक हम भुगतान रोक सकते हैं। शुल्क और सीमाएँ पुष्टि से पहले दिखाई जाती हैं।',
        ],
        [
          '5. बोनस और प्रमोशन',
          'हर प्रमोशन के अपने नियम हैं, जिनमें टर्नओवर, समय सीमा और मान्य गेम शामिल हैं। एक समय में केवल एक प्रमोशन, कैशबैक, रिबेट या रेफ़रल ऑफ़र सक्रिय हो सकता है।',
          'दुरुपयोग से, जैसे कई खातों या मिलीभगत से खेलकर, प्राप्त बोनस उसकी जीत सहित वापस लिया जा सकता है।',
        ],
        [
          '6. गेम और निष्पक्ष खेल',
          'गेम के परिणाम प्रमाणित रैंडम नंबर जनरेटर से तय होते हैं। खराबी होने पर प्रभावित खेल और भुगतान रद्द माने जाते हैं।',
          'धोखाधड़ी, मिलीभगत, बॉट और त्रुटियों का फ़ायदा उठाना मना है; इससे खाता बंद और धनराशि ज़ब्त हो सकती है।',
        ],
        [
          '7. ज़िम्मेदारी से खेलना और खाता बंद करना',
          'केवल उतने पैसे से खेलें जितना आप खो सकते हैं। आप कभी भी सहायता टीम से जमा सीमा, विराम या स्व-बहिष्कार का अनुरोध कर सकते हैं।',
          'आप कभी भी अपना खाता बंद कर सकते हैं; शेष राशि हमारी जाँच के बाद दी जाती है। इन शर्तों का उल्लंघन करने वाले खाते निलंबित या बंद किए जा सकते हैं।',
        ],
      ],
    ],
    [
      'गोपनीयता नीति',
      [
        [
          '1. हम कौन हैं',
          'यह नीति बताती है कि इस साइट का संचालक आपका व्यक्तिगत डेटा कैसे एकत्र और उपयोग करता है और आपके क्या अधिकार हैं।',
        ],
        [
          '2. हम कौन-सा डेटा एकत्र करते हैं',
          'खाता डेटा: फ़ोन नंबर, ईमेल, नाम, जन्म तिथि, लिंग, सुरक्षा प्रश्न, और बैंक या वॉलेट का विवरण।',
          'उपयोग डेटा: लॉग-इन, IP पता, डिवाइस और ब्राउज़र, लेन-देन, दाँव और सहायता टीम के साथ संदेश।',
        ],
        [
          '3. उपयोग का उद्देश्य',
          'आपके खाते और भुगतानों को चलाने, पहचान और आयु सत्यापित करने, धोखाधड़ी और धन-शोधन रोकने, कानूनी दायित्व निभाने, आपकी सहायता करने और आपकी सहमति से ऑफ़र भेजने के लिए।',
        ],
        [
          '4. साझा करना',
          'हम डेटा केवल भुगतान प्रदाताओं, गेम प्रदाताओं, पहचान और धोखाधड़ी जाँच सेवाओं और कानून द्वारा आवश्यक होने पर प्राधिकरणों के साथ साझा करते हैं। हम आपका डेटा कभी नहीं बेचते।',
        ],
        [
          '5. सुरक्षा और संग्रहण अवधि',
          'पासवर्ड और सुरक्षा उत्तर केवल एकतरफ़ा हैश के रूप में रखे जाते हैं, और कनेक्शन एन्क्रिप्टेड हैं। खाता खुला रहने तक और उसके बाद कानून के अनुसार आवश्यक अवधि तक हम डेटा रखते हैं।',
        ],
        [
          '6. आपके अधिकार',
          'सहायता टीम से संपर्क करके आप कभी भी अपना डेटा देखने, सुधारने या हटाने, मार्केटिंग पर आपत्ति करने या सहमति वापस लेने का अनुरोध कर सकते हैं।',
        ],
      ],
    ],
    [
      'कुकी नीति',
      [
        [
          '1. कुकी क्या हैं',
          'कुकी छोटी फ़ाइलें हैं जिन्हें आपका ब्राउज़र किसी साइट के लिए सहेजता है। हम साइट को चलाने और बेहतर बनाने के लिए कुकी और इसी तरह के लोकल स्टोरेज का उपयोग करते हैं।',
        ],
        [
          '2. हम कौन-सी कुकी उपयोग करते हैं',
          'आवश्यक: आपका लॉग-इन सत्र (30 दिन) और सुरक्षा। पसंद: आपकी भाषा (365 दिन)। विश्लेषण और प्रयोग: केवल आपकी सहमति से।',
        ],
        [
          '3. तृतीय पक्ष',
          'लाइव चैट, विश्लेषण और गेम प्रदाता उनकी सेवाओं के उपयोग पर अपनी कुकी लगा सकते हैं; उन पर उनकी नीतियाँ लागू होती हैं।',
        ],
        ['4. कुकी प्रबंधन', 'आप ब्राउज़र सेटिंग में कुकी ब्लॉक या हटा सकते हैं। आवश्यक कुकी के बिना आप लॉग-इन नहीं रह सकते।'],
      ],
    ],
  ),
  bd: policySet(
    [
      'শর্তাবলি',
      [
        [
          '১. সম্মতি',
          'অ্যাকাউন্ট খুলে বা এই সাইট ব্যবহার করে আপনি এই শর্তাবলি মেনে নিচ্ছেন। সম্মত না হলে অনুগ্রহ করে সাইটটি ব্যবহার করবেন না।',
          'আমরা এই শর্তাবলি হালনাগাদ করতে পারি; এই পাতার সংস্করণ উল্লিখিত তারিখ থেকে কার্যকর। পরিবর্তনের পরও খেলা চালিয়ে গেলে আপনি তা মেনে নিয়েছেন বলে ধরা হবে।',
        ],
        [
          '২. যোগ্যতা',
          'আপনার বয়স ১৮ বছরের বেশি হতে হবে, অথবা আপনার এলাকার আইনি জুয়ার বয়স বেশি হলে সেটি, এবং অনলাইন জুয়া আপনার জন্য বৈধ হতে হবে।',
          'প্রতি ব্যক্তি, পরিবার, ফোন নম্বর, ব্যাংক অ্যাকাউন্ট ও ডিভাইসে একটি মাত্র অ্যাকাউন্ট। আমরা যেকোনো সময় পরিচয়, বয়স ও ঠিকানার প্রমাণ চাইতে পারি।',
        ],
        [
          '৩. আপনার অ্যাকাউন্ট',
          'পাসওয়ার্ড ও OTP কোড গোপন রাখুন; আপনার অ্যাকাউন্টের সব কার্যকলাপের দায় আপনার। অপব্যবহারের সন্দেহ হলে সঙ্গে সঙ্গে আমাদের জানান।',
          'আপনার তথ্য সত্য ও হালনাগাদ হতে হবে। জমা ও উত্তোলন কেবল আপনার নিজের নামের পেমেন্ট অ্যাকাউন্ট দিয়ে হয়।',
        ],
        [
          '৪. জমা ও উত্তোলন',
          'পেমেন্ট নিশ্চিত হলে জমা যোগ হয়। টার্নওভারের শর্ত পূরণের পর উত্তোলন আপনার প্রোফাইলে নিবন্ধিত ব্যাংক অ্যাকাউন্ট বা ওয়ালেটে পাঠানো হয়।',
          'নিরাপত্তা বা অর্থপাচার-বিরোধী যাচাই চলাকালে আমরা পেমেন্ট আটকে রাখতে পারি। নিশ্চিত করার আগে ফি ও সীমা দেখানো হয়।',
        ],
        [
          '৫. বোনাস ও প্রমোশন',
          'প্রতিটি প্রমোশনের নিজস্ব নিয়ম আছে, যেমন টার্নওভার, সময়সীমা ও প্রযোজ্য গেম। একই সময়ে কেবল একটি প্রমোশন, ক্যাশব্যাক, রিবেট বা রেফারেল অফার সক্রিয় থাকতে পারে।',
          'একাধিক অ্যাকাউন্ট বা যোগসাজশে খেলার মতো অপব্যবহারে পাওয়া বোনাস তার জয়সহ বাতিল হতে পারে।',
        ],
        [
          '৬. গেম ও ন্যায্য খেলা',
          'গেমের ফলাফল প্রত্যয়িত র‍্যান্ডম নম্বর জেনারেটর দিয়ে নির্ধারিত হয়। ত্রুটি হলে প্রভাবিত খেলা ও পেআউট বাতিল হয়।',
          'প্রতারণা, যোগসাজশ, বট ও ত্রুটির সুযোগ নেওয়া নিষিদ্ধ; এতে অ্যাকাউন্ট বন্ধ ও অর্থ বাজেয়াপ্ত হতে পারে।',
        ],
        [
          '৭. দায়িত্বশীল খেলা ও অ্যাকাউন্ট বন্ধ',
          'কেবল সেই অর্থে খেলুন যা হারালে আপনার সমস্যা নেই। যেকোনো সময় সাপোর্টের কাছে জমার সীমা, বিরতি বা স্ব-বর্জন চাইতে পারেন।',
          'আপনি যেকোনো সময় অ্যাকাউন্ট বন্ধ করতে পারেন; যাচাইয়ের পর অবশিষ্ট অর্থ দেওয়া হয়। এই শর্ত লঙ্ঘনকারী অ্যাকাউন্ট স্থগিত বা বন্ধ করা হতে পারে।',
        ],
      ],
    ],
    [
      'গোপনীয়তা নীতি',
      [
        [
          '১. আমরা কারা',
          'এই নীতি ব্যাখ্যা করে সাইটের পরিচালক কীভাবে আপনার ব্যক্তিগত তথ্য সংগ্রহ ও ব্যবহার করে এবং আপনার কী কী অধিকার আছে।',
        ],
        [
          '২. আমরা যে তথ্য সংগ্রহ করি',
          'অ্যাকাউন্টের তথ্য: ফোন নম্বর, ইমেইল, নাম, জন্মতারিখ, লিঙ্গ, নিরাপত্তা প্রশ্ন এবং ব্যাংক বা ওয়ালেটের তথ্য।',
          'ব্যবহারের তথ্য: লগ-ইন, IP ঠিকানা, ডিভাইস ও ব্রাউজার, লেনদেন, বাজি এবং সাপোর্টের সঙ্গে বার্তা।',
        ],
        [
          '৩. ব্যবহারের উদ্দেশ্য',
          'আপনার অ্যাকাউন্ট ও পেমেন্ট পরিচালনা, পরিচয় ও বয়স যাচাই, প্রতারণা ও অর্থপাচার প্রতিরোধ, আইনি দায়িত্ব পালন, সহায়তা এবং আপনার সম্মতিতে অফার পাঠানোর জন্য।',
        ],
        [
          '৪. তথ্য শেয়ার',
          'আমরা কেবল পেমেন্ট প্রদানকারী, গেম প্রদানকারী, পরিচয় ও প্রতারণা যাচাই সেবা এবং আইন অনুযায়ী প্রয়োজন হলে কর্তৃপক্ষের সঙ্গে তথ্য শেয়ার করি। আমরা কখনো আপনার তথ্য বিক্রি করি না।',
        ],
        [
          '৫. নিরাপত্তা ও সংরক্ষণ',
          'পাসওয়ার্ড ও নিরাপত্তা উত্তর কেবল একমুখী হ্যাশ হিসেবে রাখা হয় এবং সংযোগ এনক্রিপ্টেড। অ্যাকাউন্ট খোলা থাকা পর্যন্ত এবং পরে আইন যতদিন চায় ততদিন তথ্য রাখা হয়।',
        ],
        [
          '৬. আপনার অধিকার',
          'সাপোর্টে যোগাযোগ করে যেকোনো সময় আপনার তথ্য দেখা, সংশোধন বা মুছে ফেলা, মার্কেটিংয়ে আপত্তি বা সম্মতি প্রত্যাহারের অনুরোধ করতে পারেন।',
        ],
      ],
    ],
    [
      'কুকি নীতি',
      [
        [
          '১. কুকি কী',
          'কুকি হলো ছোট ফাইল যা আপনার ব্রাউজার কোনো সাইটের জন্য সংরক্ষণ করে। সাইট চালাতে ও উন্নত করতে আমরা কুকি ও অনুরূপ লোকাল স্টোরেজ ব্যবহার করি।',
        ],
        [
          '২. আমরা যে কুকি ব্যবহার করি',
          'অপরিহার্য: লগ-ইন সেশন (৩০ দিন) ও নিরাপত্তা। পছন্দ: আপনার ভাষা (৩৬৫ দিন)। বিশ্লেষণ ও পরীক্ষা: কেবল আপনার সম্মতিতে।',
        ],
        [
          '৩. তৃতীয় পক্ষ',
          'লাইভ চ্যাট, বিশ্লেষণ ও গেম প্রদানকারীরা তাদের সেবা ব্যবহারের সময় নিজস্ব কুকি বসাতে পারে; তাদের নীতি প্রযোজ্য।',
        ],
        [
          '৪. কুকি ব্যবস্থাপনা',
          'ব্রাউজারের সেটিংসে কুকি ব্লক বা মুছে ফেলতে পারেন। অপরিহার্য কুকি ছাড়া আপনি লগ-ইন অবস্থায় থাকতে পারবেন না।',
        ],
      ],
    ],
  ),
  ph: policySet(
    [
      'Mga Tuntunin at Kundisyon',
      [
        [
          '1. Kasunduan',
          'Sa pagbubukas ng account o paggamit ng site na ito, tinatanggap mo ang mga tuntuning ito. Kung hindi ka sang-ayon, huwag gamitin ang site.',
          'Maaari naming baguhin ang mga tuntunin; ang bersyon sa pahinang ito ay may bisa mula sa nakasaad na petsa. Ang patuloy na paglalaro matapos ang pagbabago ay pagtanggap dito.',
        ],
        [
          '2. Pagiging karapat-dapat',
          'Dapat ay lampas 18 taong gulang ka, o ang legal na edad sa pagsusugal sa inyong lugar kung mas mataas, at dapat legal para sa iyo ang online na pagsusugal.',
          'Isang account lamang bawat tao, sambahayan, numero ng telepono, bank account at device. Maaari kaming humingi ng patunay ng pagkakakilanlan, edad at tirahan anumang oras.',
        ],
        [
          '3. Ang iyong account',
          'Ilihim ang password at mga OTP code; ikaw ang mananagot sa lahat ng aktibidad sa iyong account. Ipaalam agad sa amin kung may hinala kang maling paggamit.',
          'Dapat totoo at napapanahon ang iyong impormasyon. Ang deposito at pag-withdraw ay gumagamit lamang ng mga payment account na nakapangalan sa iyo.',
        ],
        [
          '4. Deposito at pag-withdraw',
          'Naikre-kredito ang deposito kapag nakumpirma ang bayad. Ang withdrawal ay ibinabayad sa bank account o wallet na nakarehistro sa iyong profile matapos matugunan ang turnover.',
          'Maaari naming ipitin ang bayad habang tinatapos ang pagsusuri sa seguridad o laban sa money laundering. Ipinapakita ang mga bayarin at limitasyon bago ka magkumpirma.',
        ],
        [
          '5. Mga bonus at promosyon',
          'Bawat promosyon ay may sariling patakaran, kasama ang turnover, takdang oras at mga kwalipikadong laro. Isang promosyon, cashback, rebate o referral offer lamang ang maaaring aktibo sa isang pagkakataon.',
          'Ang bonus na nakuha sa pang-aabuso, tulad ng maraming account o sabwatang paglalaro, ay maaaring bawiin kasama ang panalo nito.',
        ],
        [
          '6. Mga laro at patas na paglalaro',
          'Ang resulta ng laro ay itinatakda ng sertipikadong random number generator. Ang anumang aberya ay nagpapawalang-bisa sa mga apektadong laro at bayad.',
          'Ipinagbabawal ang pandaraya, sabwatan, bot at pagsasamantala sa mga error; maaari itong humantong sa pagsasara ng account at pagkumpiska ng pondo.',
        ],
        [
          '7. Responsableng paglalaro at pagsasara ng account',
          'Maglaro lamang gamit ang perang kaya mong mawala. Maaari kang humiling sa support ng limitasyon sa deposito, pahinga o self-exclusion anumang oras.',
          'Maaari mong isara ang iyong account anumang oras; ibabayad ang natitirang pondo matapos ang aming pagsusuri. Maaari naming suspindihin o isara ang mga account na lumalabag sa mga tuntuning ito.',
        ],
      ],
    ],
    [
      'Patakaran sa Privacy',
      [
        [
          '1. Sino kami',
          'Ipinapaliwanag ng patakarang ito kung paano kinokolekta at ginagamit ng operator ng site ang iyong personal na datos at kung ano ang iyong mga karapatan.',
        ],
        [
          '2. Datos na kinokolekta namin',
          'Datos ng account: numero ng telepono, email, pangalan, petsa ng kapanganakan, kasarian, security question, at detalye ng bangko o wallet.',
          'Datos ng paggamit: mga pag-log in, IP address, device at browser, mga transaksyon, taya at mensahe sa support.',
        ],
        [
          '3. Layunin ng paggamit',
          'Upang patakbuhin ang iyong account at mga bayad, beripikahin ang pagkakakilanlan at edad, pigilan ang pandaraya at money laundering, tuparin ang batas, tulungan ka at, kung pumayag ka, magpadala ng mga alok.',
        ],
        [
          '4. Pagbabahagi',
          'Ibinabahagi lamang namin ang datos sa mga payment provider, game provider, serbisyo sa pagberipika ng pagkakakilanlan at pandaraya, at sa awtoridad kung hinihingi ng batas. Hindi namin kailanman ibinebenta ang iyong datos.',
        ],
        [
          '5. Seguridad at pagtatago',
          'Ang mga password at sagot sa security question ay itinatago lamang bilang one-way hash, at naka-encrypt ang mga koneksyon. Itinatago namin ang datos habang bukas ang account at pagkatapos nito hangga’t hinihingi ng batas.',
        ],
        [
          '6. Ang iyong mga karapatan',
          'Maaari kang humiling na makita, itama o burahin ang iyong datos, tumutol sa marketing o bawiin ang pahintulot anumang oras sa pakikipag-ugnayan sa support.',
        ],
      ],
    ],
    [
      'Patakaran sa Cookie',
      [
        [
          '1. Ano ang cookies',
          'Ang cookies ay maliliit na file na iniimbak ng browser para sa isang site. Gumagamit kami ng cookies at katulad na local storage upang gumana at mapabuti ang site.',
        ],
        [
          '2. Cookies na ginagamit namin',
          'Mahalaga: ang iyong login session (30 araw) at seguridad. Kagustuhan: ang iyong wika (365 araw). Analytics at eksperimento, kung pumayag ka lamang.',
        ],
        [
          '3. Mga third party',
          'Maaaring maglagay ng sariling cookies ang mga provider ng live chat, analytics at laro kapag ginamit mo ang kanilang serbisyo; ang kanilang patakaran ang umiiral.',
        ],
        [
          '4. Pamamahala ng cookies',
          'Maaari mong i-block o burahin ang cookies sa settings ng browser. Kung walang mahahalagang cookies, hindi ka mananatiling naka-log in.',
        ],
      ],
    ],
  ),
};
