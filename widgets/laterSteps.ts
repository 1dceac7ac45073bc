/** The panel's steps after the first screen, as one lazy chunk (widgets/PanelBody). */
export { ChannelPending } from './ChannelPending';
export { CodeEntry } from './CodeEntry';
export { Success } from './Success';
