import './theme/global.css';

// Theme
export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { breakpoints, media } from './theme/breakpoints';
export { baseTokens, referenceTokens, tokensForBrand } from './theme/tokens';
export type { BrandColors, ThemeTokens } from './theme/tokens';
export { contrastRatio, isHexColor, mix, normalizeHex, readableTextOn, toneShades } from './theme/color';
export type { ToneShades } from './theme/color';
export { applyBrandTheme, applyTemplateColor, rememberTemplateColor, themeVarsFor } from './theme/runtime';
export { TEMPLATE_COLOR_STORAGE_KEY, templateColorBootstrapScript } from './theme/bootstrap';

// Hooks
export { useCountdown } from './hooks/useCountdown';
export type { CountdownOptions, CountdownState, Deadline } from './hooks/useCountdown';

// Components
export { Box, Inline, Stack } from './components/Layout/Layout';
export type { BoxProps, InlineProps, StackProps } from './components/Layout/Layout';
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { TextInput } from './components/TextInput/TextInput';
export type { TextInputProps } from './components/TextInput/TextInput';
export { RESTRICTION_MODES, restrictValue } from './components/TextInput/restrict';
export type { RestrictionMode } from './components/TextInput/restrict';
export { PasswordInput } from './components/PasswordInput/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Modal } from './components/Modal/Modal';
export type { ModalProps } from './components/Modal/Modal';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { DEFAULT_TOAST_DURATION, ToastProvider, useToast } from './components/Toast/Toast';
export type { ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/Toast';
export { DisclosureMenu } from './components/DisclosureMenu/DisclosureMenu';
export type { DisclosureMenuProps } from './components/DisclosureMenu/DisclosureMenu';
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/Tooltip';
export { COPIED_TOOLTIP_MS, CopyButton } from './components/CopyButton/CopyButton';
export type { CopyButtonProps } from './components/CopyButton/CopyButton';
export { copyText } from './components/CopyButton/copyText';
export { Countdown } from './components/Countdown/Countdown';
export type { CountdownProps } from './components/Countdown/Countdown';
export { formatRemaining, remainingParts } from './components/Countdown/remaining';
export type { RemainingParts } from './components/Countdown/remaining';
export { FINISH_MS, TopProgressBar } from './components/TopProgressBar/TopProgressBar';
export type { TopProgressBarProps } from './components/TopProgressBar/TopProgressBar';
export { createProgressTracker, trackRequests } from './components/TopProgressBar/progressTracker';
export type { ProgressTracker, RequestEventSource } from './components/TopProgressBar/progressTracker';
export { LoadingPage } from './components/LoadingPage/LoadingPage';
export type { LoadingPageProps } from './components/LoadingPage/LoadingPage';
export { LoadingStatus } from './components/LoadingStatus/LoadingStatus';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps } from './components/Badge/Badge';
export type { BadgeTone } from './components/Badge/Badge.css';
export { CountBadge } from './components/Badge/CountBadge';
export type { CountBadgeProps } from './components/Badge/CountBadge';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationLabels, PaginationProps } from './components/Pagination/Pagination';
export { paginationRange } from './components/Pagination/paginationRange';
export type { PageItem } from './components/Pagination/paginationRange';
export { HistoryFrame } from './components/HistoryFrame/HistoryFrame';
export type {
  HistoryColumn,
  HistoryFrameLabels,
  HistoryFrameProps,
} from './components/HistoryFrame/HistoryFrame';
export { historyFrameLabels } from './components/HistoryFrame/historyFrameLabels';
export type { HistoryText, HistoryTextKey } from './components/HistoryFrame/historyFrameLabels';
export { useHistoryFilters } from './components/HistoryFrame/useHistoryFilters';
export type {
  HistoryFilters,
  HistoryFiltersOptions,
  HistoryFilterValues,
  HistoryRange,
} from './components/HistoryFrame/useHistoryFilters';
export { Money } from './components/Money/Money';
export type { MoneyCurrency, MoneyFormatter, MoneyProps } from './components/Money/Money';
export { BankAccount } from './components/BankAccount/BankAccount';
export type { BankAccountProps } from './components/BankAccount/BankAccount';
export { OnlineStatusBanner } from './components/OnlineStatusBanner/OnlineStatusBanner';
export type { OnlineStatusBannerProps } from './components/OnlineStatusBanner/OnlineStatusBanner';
export { useOnlineStatus } from './components/OnlineStatusBanner/useOnlineStatus';
export { ConnectionStatus } from './components/ConnectionStatus/ConnectionStatus';
export type { ConnectionStatusProps } from './components/ConnectionStatus/ConnectionStatus';
export { Spinner } from './components/Spinner/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
