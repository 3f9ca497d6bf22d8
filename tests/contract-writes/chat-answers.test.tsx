import { chatRows } from './drivers/chat';
import { answerEveryForm } from './run-rows';

answerEveryForm('messaging', chatRows);
