import type { LanguageCode } from '@casino/contracts';

/** The OTP texts the server itself sends or answers, per interface language. */
export interface OtpTexts {
  sent: string;
  incorrect: string;
  expired: string;
  /** DATA_NOT_FOUND: unknown, used or exhausted reference; the member asks for a new code. */
  notFound: string;
  verified: string;
  /** `{code}`, `{ref}` and `{minutes}` are filled in. */
  message: string;
  emailSubject: string;
}

export const OTP_TEXTS: Record<LanguageCode, OtpTexts> = {
  en: {
    sent: 'OTP sent',
    incorrect: 'Wrong OTP, enter again',
    expired: 'OTP expired, please request a new one',
    notFound: 'This OTP is no longer valid, please request a new one',
    verified: 'OTP verified',
    message: 'Your verification code is {code} (ref {ref}). It expires in {minutes} minutes. Never share it.',
    emailSubject: 'Your verification code',
  },
  th: {
    sent: 'ส่ง OTP แล้ว',
    incorrect: 'OTP ไม่ถูกต้อง กรุณากรอกอีกครั้ง',
    expired: 'OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
    notFound: 'OTP นี้ใช้ไม่ได้แล้ว กรุณาขอรหัสใหม่',
    verified: 'ยืนยัน OTP สำเร็จ',
    message: 'รหัสยืนยันของคุณคือ {code} (อ้างอิง {ref}) หมดอายุใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    emailSubject: 'รหัสยืนยันของคุณ',
  },
  id: {
    sent: 'OTP terkirim',
    incorrect: 'OTP salah, masukkan lagi',
    expired: 'OTP kedaluwarsa, silakan minta yang baru',
    notFound: 'OTP ini tidak berlaku lagi, silakan minta yang baru',
    verified: 'OTP terverifikasi',
    message:
      'Kode verifikasi Anda {code} (ref {ref}). Berlaku {minutes} menit. Jangan berikan kepada siapa pun.',
    emailSubject: 'Kode verifikasi Anda',
  },
  my: {
    sent: 'OTP telah dihantar',
    incorrect: 'OTP salah, masukkan semula',
    expired: 'OTP telah tamat tempoh, sila minta yang baharu',
    notFound: 'OTP ini tidak lagi sah, sila minta yang baharu',
    verified: 'OTP disahkan',
    message:
      'Kod pengesahan anda ialah {code} (rujukan {ref}). Tamat dalam {minutes} minit. Jangan kongsi kod ini.',
    emailSubject: 'Kod pengesahan anda',
  },
  zh: {
    sent: '验证码已发送',
    incorrect: '验证码错误，请重新输入',
    expired: '验证码已过期，请重新获取',
    notFound: '此验证码已失效，请重新获取',
    verified: '验证成功',
    message: '您的验证码是 {code}（参考号 {ref}），{minutes} 分钟内有效。请勿告诉任何人。',
    emailSubject: '您的验证码',
  },
  ko: {
    sent: 'OTP가 전송되었습니다',
    incorrect: 'OTP가 올바르지 않습니다. 다시 입력하세요',
    expired: 'OTP가 만료되었습니다. 새 코드를 요청하세요',
    notFound: '더 이상 유효하지 않은 OTP입니다. 새 코드를 요청하세요',
    verified: 'OTP 인증 완료',
    message: '인증 코드는 {code}입니다 (참조 {ref}). {minutes}분 후 만료됩니다. 누구에게도 알려주지 마세요.',
    emailSubject: '인증 코드 안내',
  },
  vn: {
    sent: 'Đã gửi OTP',
    incorrect: 'OTP sai, vui lòng nhập lại',
    expired: 'OTP đã hết hạn, vui lòng yêu cầu mã mới',
    notFound: 'OTP này không còn hiệu lực, vui lòng yêu cầu mã mới',
    verified: 'Xác minh OTP thành công',
    message:
      'Mã xác minh của bạn là {code} (mã tham chiếu {ref}). Hết hạn sau {minutes} phút. Không chia sẻ mã này.',
    emailSubject: 'Mã xác minh của bạn',
  },
  hi: {
    sent: 'OTP भेज दिया गया',
    incorrect: 'गलत OTP, फिर से दर्ज करें',
    expired: 'OTP की समय-सीमा समाप्त, कृपया नया मंगाएँ',
    notFound: 'यह OTP अब मान्य नहीं है, कृपया नया मंगाएँ',
    verified: 'OTP सत्यापित',
    message: 'आपका सत्यापन कोड {code} है (संदर्भ {ref})। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें।',
    emailSubject: 'आपका सत्यापन कोड',
  },
  bd: {
    sent: 'OTP পাঠানো হয়েছে',
    incorrect: 'ভুল OTP, আবার লিখুন',
    expired: 'OTP-র মেয়াদ শেষ, নতুন একটি চান',
    notFound: 'এই OTP আর বৈধ নয়, নতুন একটি চান',
    verified: 'OTP যাচাই হয়েছে',
    message: 'আপনার যাচাই কোড {code} (রেফারেন্স {ref})। {minutes} মিনিটে মেয়াদ শেষ হবে। কাউকে জানাবেন না।',
    emailSubject: 'আপনার যাচাই কোড',
  },
  ph: {
    sent: 'Naipadala na ang OTP',
    incorrect: 'Maling OTP, ilagay muli',
    expired: 'Nag-expire na ang OTP, humiling ng bago',
    notFound: 'Hindi na wasto ang OTP na ito, humiling ng bago',
    verified: 'Na-verify ang OTP',
    message:
      'Ang iyong verification code ay {code} (ref {ref}). Mag-e-expire sa loob ng {minutes} minuto. Huwag itong ibahagi.',
    emailSubject: 'Ang iyong verification code',
  },
  pt: {
    sent: 'OTP enviado',
    incorrect: 'OTP errado, introduza novamente',
    expired: 'OTP expirado, peça um novo',
    notFound: 'Este OTP já não é válido, peça um novo',
    verified: 'OTP verificado',
    message:
      'O seu código de verificação é {code} (ref. {ref}). Expira em {minutes} minutos. Não o partilhe.',
    emailSubject: 'O seu código de verificação',
  },
  br: {
    sent: 'OTP enviado',
    incorrect: 'OTP incorreto, digite novamente',
    expired: 'OTP expirado, solicite um novo',
    notFound: 'Este OTP não é mais válido, solicite um novo',
    verified: 'OTP verificado',
    message: 'Seu código de verificação é {code} (ref. {ref}). Expira em {minutes} minutos. Não compartilhe.',
    emailSubject: 'Seu código de verificação',
  },
  jp: {
    sent: 'OTPを送信しました',
    incorrect: 'OTPが正しくありません。もう一度入力してください',
    expired: 'OTPの有効期限が切れました。新しいコードを請求してください',
    notFound: 'このOTPは無効です。新しいコードを請求してください',
    verified: 'OTPを確認しました',
    message: '認証コードは {code} です（参照 {ref}）。{minutes} 分で失効します。他人に教えないでください。',
    emailSubject: '認証コードのお知らせ',
  },
  es: {
    sent: 'OTP enviado',
    incorrect: 'OTP incorrecto, introdúcelo de nuevo',
    expired: 'OTP caducado, solicita uno nuevo',
    notFound: 'Este OTP ya no es válido, solicita uno nuevo',
    verified: 'OTP verificado',
    message:
      'Tu código de verificación es {code} (ref. {ref}). Caduca en {minutes} minutos. No lo compartas.',
    emailSubject: 'Tu código de verificación',
  },
  mm: {
    sent: 'OTP ပို့ပြီးပါပြီ',
    incorrect: 'OTP မှားနေပါသည်၊ ထပ်မံထည့်ပါ',
    expired: 'OTP သက်တမ်းကုန်သွားပါပြီ၊ အသစ်တောင်းပါ',
    notFound: 'ဤ OTP သည် အသုံးမဝင်တော့ပါ၊ အသစ်တောင်းပါ',
    verified: 'OTP အတည်ပြုပြီးပါပြီ',
    message: 'သင်၏ အတည်ပြုကုဒ်မှာ {code} ဖြစ်သည် (ရည်ညွှန်း {ref})။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်မည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။',
    emailSubject: 'သင်၏ အတည်ပြုကုဒ်',
  },
};

export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
