import { useState } from 'react';
import { useLayout } from './hooks/useLayout';
import { useT } from './i18n/TranslateContext';
import { Modal } from './Modal';
import { PasskeyPrompt } from './PasskeyPrompt';
import { themeOf, WidgetRoot } from './WidgetRoot';

/** The passkey prompt in the modal wrapper: a sheet on mobile, centred on desktop. */
export function PasskeyDialog({
  locale,
  theme,
  onCreate,
  onLater,
}: {
  locale?: string | undefined;
  theme?: string | undefined;
  onCreate: () => void;
  onLater: () => void;
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <WidgetRoot theme={themeOf(theme)} locale={locale}>
      <PasskeyModal
        onCreate={() => {
          setOpen(false);
          onCreate();
        }}
        onLater={() => {
          setOpen(false);
          onLater();
        }}
      />
    </WidgetRoot>
  );
}

export function PasskeyModal({ onCreate, onLater }: { onCreate: () => void; onLater: () => void }) {
  const t = useT();
  const layout = useLayout();
  return (
    <Modal
      title={t('passkey.title')}
      onClose={onLater}
      closeKind="close"
      placement={layout === 'mobile' ? 'bottom' : 'center'}
      part="passkey-modal"
      className="passkey-modal"
      hideTitle
    >
      <PasskeyPrompt onCreate={onCreate} onLater={onLater} />
    </Modal>
  );
}
