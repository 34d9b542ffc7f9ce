export { ChatBox, type ChatBoxComponentProps } from './ChatBox.js';
export { type BoxMessages, boxMessages } from './messages.js';
export { type ChatBoxElement, type ChatBoxProps, chatBoxProps } from './props.js';
export { styles } from './styles.js';
export { type Phase, type ReplyPhase, useChatBox } from './useChatBox.js';
