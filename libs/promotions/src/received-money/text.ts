import { useTranslation } from 'react-i18next';
import './i18n';

/** The received money history's text, from the `receivedMoney` namespace (typed keys). */
export function useReceivedMoneyText() {
  return useTranslation('receivedMoney').t;
}
