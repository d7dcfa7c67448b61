/** Shared presentational components. May import react and src/lib only. */
export { Page, Loading } from './Page';
export { Field } from './Field';
export { AgreeBox, useAgreeBox } from './AgreeBox';
export { LeafIcon, AlertIcon, RefreshIcon } from './icons';
export { Dialog } from './Dialog';
export { ConfirmArchiveDialog, type ConfirmArchiveDialogProps } from './ConfirmArchiveDialog';
export { AutosaveStatus, type AutosaveStatusProps } from './AutosaveStatus';
export { downloadText } from './download';
export { PreparedDownloads, type DownloadChoice, type PreparedFile } from './PreparedDownloads';
export { useLeaveWarning, leavesPage, type LeaveWarningWhen } from './use-leave-warning';
export { useDownloadRun, type DownloadRun, type DownloadWork } from './use-download-run';
export { afterPaint, useAfterPaint, IDLE_WAIT_MS } from './after-paint';
export { SecondFactorCode, factorWords, type CodeFactor, type SecondFactorCodeProps } from './SecondFactorCode';
