import { adminRows } from './drivers/admin';
import { answerEveryForm } from './run-rows';

answerEveryForm('administration', adminRows);
