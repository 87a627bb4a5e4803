import { ACCOUNT_ITEMS_ROWS } from './account-items-rows.tsx';
import { runFaultMatrix } from './fault-matrix-runner.tsx';

runFaultMatrix('account page, item editor', ACCOUNT_ITEMS_ROWS);
