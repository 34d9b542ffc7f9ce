export {
  BOX_PARTS,
  type ChatSendDetail,
  type ChatToggleDetail,
  CLOSE_REQUEST,
  type CloseRequestDetail,
} from './events.js';
export { CHAT_BOX_TAG, CHAT_TAG, type ChatMessages, chatMessages } from './messages.js';
export { chatProps } from './props.js';
export { ChatElement, type ChatOptions, chatClass, defineChat } from './shell.js';
export { launcherSize, lightStyles, shellStyles } from './styles.js';
