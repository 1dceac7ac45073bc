import itemListCss from './itemList.css?inline';
import modalFrameCss from './modal.css?inline';
import oneTapConfirmCss from './oneTapConfirm.css?inline';
import oneTapSheetCss from './oneTapSheet.css?inline';
import promptCardCss from './promptCard.css?inline';
import shareGridCss from './shareGrid.css?inline';

/**
 * The modal wrapper and what opens in it (share, terms, one-tap sheet and identity modal, passkey prompt): the Modal
 * renders these itself, so they arrive with its lazy chunk rather than before interactive.
 */
export const modalCss =
  modalFrameCss + itemListCss + shareGridCss + oneTapSheetCss + promptCardCss + oneTapConfirmCss;
