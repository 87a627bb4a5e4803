import { ACCOUNT_PAGE_ROWS } from './fault-matrix-table.tsx';
import { runFaultMatrix } from './fault-matrix-runner.tsx';

runFaultMatrix('account page', ACCOUNT_PAGE_ROWS);
