import { Link } from 'react-router-dom';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, RIGHT_TO_CANCEL_PATH, type ProductKind } from '@model';
import { AgreeBox, useAgreeBox } from '../../../../ui';

/** The state of the box asking for access at once (IMMEDIATE_ACCESS): `confirm()` before a checkout starts. */
export const useImmediateAccess = () => useAgreeBox(IMMEDIATE_ACCESS_REFUSALS.missing);

/**
 * The box a buyer ticks before a checkout, asking for access straight away and acknowledging the
 * end of the 14-day right to cancel (Consumer Contracts Regulations 2013, reg. 37), in the words of
 * the product's kind, with a link to the terms.
 */
export function ImmediateAccessBox({ kind, agreement }: { kind: ProductKind; agreement: ReturnType<typeof useImmediateAccess> }) {
  return (
    <AgreeBox
      {...agreement.props}
      words={IMMEDIATE_ACCESS.words[kind]}
      more={
        <Link className="muted shop-cancel-link" to={RIGHT_TO_CANCEL_PATH[kind]}>
          Your right to cancel
        </Link>
      }
    />
  );
}
