// Step 1's totals, priced by the server (ComputeGoodsOrder) a moment after the cashier stops typing. `current`
// says whether the answer shown belongs to the lines as they are now, so nothing continues on stale totals.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { computeGoodsOrder, type GoodsRequest } from './checkoutCalls';

const SETTLE_MS = 300;

export const useSaleTotals = (request: GoodsRequest | null) => {
  const [settled, setSettled] = useState(request);
  const key = JSON.stringify(request);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(request), SETTLE_MS);
    return () => clearTimeout(timer);
    // The key stands for the request: a new object with the same content is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const query = useQuery({
    queryKey: ['checkout', 'totals', settled],
    queryFn: ({ signal }) => computeGoodsOrder(settled!, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
  const current = request !== null && JSON.stringify(settled) === key && !query.isPlaceholderData && !query.isFetching;
  return { totals: request && query.data ? query.data : null, error: current ? query.error : null, current, loading: request !== null && !current };
};
