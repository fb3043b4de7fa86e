// Finance → Transfer for the console's frame: one lazy module with its own routes, so it adds nothing to the first
// load; its addresses are registered for the menu from transferRoutes.ts.
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../../i18n/textParts';
import { TRANSFER_ROUTES } from './transferRoutes';

const TransferArea = lazy(withFlowTexts('transfer', () => import('./TransferArea').then((module) => ({ default: module.TransferArea }))));

export const transferPages: Array<{ path: string; element: ReactElement }> = [{ path: `${TRANSFER_ROUTES.send}/*`, element: <TransferArea /> }];

/** The addresses the menu may lead to. */
export const transferAddresses = Object.values(TRANSFER_ROUTES);
