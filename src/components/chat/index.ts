export { type ChatSendDetail, type ChatToggleDetail, CLOSE_REQUEST, type CloseRequestDetail } from './events.js';
export { CHAT_BOX_TAG, CHAT_TAG, launcherMessages } from './messages.js';
export { chatProps } from './props.js';
export { readSchedule, type ScheduleAttributes } from './schedule.js';
export { BOX_PARTS, ChatElement, type ChatOptions, chatClass, defineChat } from './shell.js';
export { lightStyles, shellStyles } from './styles.js';
export { bottom, inset, launcherSize } from './tokens.js';
