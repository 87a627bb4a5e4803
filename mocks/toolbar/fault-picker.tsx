/**
 * One fault per operation, every operation of the contract's table (mocks/generated/operations.ts):
 * picking a kind edits the `?fault=` text; the text stays the source, so a combination typed by
 * hand (a delay and a failure) is kept.
 */
import { OPERATIONS, OPERATION_IDS, type OperationId } from '#mocks/operations.ts';
import { FAULT_KINDS } from '#mocks/url-faults.ts';
import { Field } from './field.tsx';
import styles from './toolbar.module.css';

function items(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The kinds an operation can take: 401/403 only with a credential, envelope codes only with an envelope. */
function kindsFor(operationId: OperationId): string[] {
  return FAULT_KINDS.map((kind) => kind.token).filter((token) => {
    if ((token === '401' || token === '403') && !OPERATIONS[operationId].secured) return false;
    return !(token.startsWith('code=') && operationId === 'getStoreProduct');
  });
}

export function withFault(text: string, operationId: OperationId, token: string): string {
  const others = items(text).filter((item) => !item.startsWith(`${operationId}:`));
  return [...others, ...(token === '' ? [] : [`${operationId}:${token}`])].join(',');
}

export function FaultPicker({ text, onChange }: { text: string; onChange(next: string): void }) {
  const list = items(text);
  return (
    <div className={styles.faults}>
      {OPERATION_IDS.map((operationId) => {
        const mine = list.filter((item) => item.startsWith(`${operationId}:`));
        const kinds = kindsFor(operationId);
        const current = mine.length === 1 ? (mine[0] ?? '').slice(operationId.length + 1) : '';
        const custom = mine.length > 1 || (current !== '' && !kinds.includes(current));
        return (
          <Field key={operationId} label={operationId}>
            {(id) => (
              <select
                id={id}
                className={styles.select}
                value={custom ? 'custom' : current}
                onChange={(event) => onChange(withFault(text, operationId, event.target.value))}
              >
                <option value="">no fault</option>
                {custom && <option value="custom">{mine.join(', ')} (typed)</option>}
                {kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
    </div>
  );
}
