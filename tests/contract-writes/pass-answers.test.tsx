import { passRows } from './drivers/pass';
import { answerEveryForm } from './run-rows';

answerEveryForm('PASS', passRows);
