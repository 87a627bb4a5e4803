import { BUILDER_PAGE_ROWS } from './builder-rows.tsx';
import { runFaultMatrix } from './fault-matrix-runner.tsx';

runFaultMatrix('builder and program pages', BUILDER_PAGE_ROWS);
