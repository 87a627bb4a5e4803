import { NEXT_DELIVERY_ROWS } from './next-delivery-rows.tsx';
import { runFaultMatrix } from './fault-matrix-runner.tsx';

runFaultMatrix('account page, next delivery', NEXT_DELIVERY_ROWS);
