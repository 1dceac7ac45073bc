import { useEffect } from 'react';
import type { SignInDetail } from '../contract/wire';
import { configAtom } from '../state/atoms/flowAtoms';
import { announcementActiveAtom } from '../state/atoms/widgetAtoms';
import { closeAfterSuccess } from '../state/flows/closeAfterSuccess';
import type { ControllerCallbacks } from '../state/flows/SignInController';
import type { LaunchParams } from '../state/rules/launchParams';
import { CodeVerification } from './CodeVerification';
import { FloaterView } from './FloaterView';
import { HandOffLoader } from './HandOffLoader';
import { useAtomValue, useStore } from './hooks/atomHooks';
import { useSignInController } from './useSignInController';
import { themeOf, WidgetRoot } from './WidgetRoot';

export interface FloaterProps extends Omit<ControllerCallbacks, 'onSignIn'> {
  appId: string | undefined;
  locale: string | undefined;
  theme: string | undefined;
  collapsed?: boolean;
  params: LaunchParams;
  onSignIn: (detail: SignInDetail) => void;
}

/**
 * spec §2 floater: the panel top right (a bottom sheet on mobile), collapsed to 'Sign in', or
 * hidden; hidden too while an announcement bar on the page is active.
 */
export function Floater(props: FloaterProps) {
  const config = useAtomValue(configAtom);
  const announcementActive = useAtomValue(announcementActiveAtom);
  const controller = useSignInController({ ...props, collapsed: props.collapsed ?? false });
  // docs/widget.md: after 'Sign in Successful' the floater closes itself.
  const store = useStore();
  useEffect(() => closeAfterSuccess(store), [store]);
  const theme = themeOf(props.theme) ?? config?.theme;
  return (
    <WidgetRoot theme={theme} locale={props.locale} primaryColor={config?.primaryColor}>
      <HandOffLoader />
      {controller.verifyingCode ? (
        <div className="floater" part="floater">
          <section className="panel" part="panel">
            <CodeVerification run={controller.runCodeVerification} />
          </section>
        </div>
      ) : (
        // spec §2 announcement bar: while active it hides the panel.
        !announcementActive && (
          <FloaterView
            actions={controller.actions}
            crossHidden={controller.crossHidden}
            pageUrl={globalThis.location?.href ?? ''}
            providerPolicy={controller.providerPolicy}
          />
        )
      )}
    </WidgetRoot>
  );
}
