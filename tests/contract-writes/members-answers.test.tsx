import { membersRows } from './drivers/members';
import { answerEveryForm } from './run-rows';

answerEveryForm('members', membersRows);
