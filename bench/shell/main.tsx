// react-admin's shell alone: the bench baseline (bench/baseline/) with everything an app adds to react-admin taken
// out. It keeps `<Admin>` (its contexts, auth check, router and default layout: app bar, sidebar, one-entry menu) and
// react-admin's list and show controllers, and draws the same customers as bare HTML: no DataTable, no filters, no
// fields, no forms. What it costs is what any react-admin app pays before its own screens, so its ratio to the
// baseline is the lowest a react-admin app can reach on this bench (issue #12's floor).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListBase, Resource, ShowBase, useCreatePath, useListContext, useRecordContext } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { benchAuthProvider as authProvider } from '../shared/benchAuth';
import { BrowserRouter, useNavigate } from 'react-router-dom';

const dataProvider = simpleRestProvider('/api');

const COLUMNS = ['firstName', 'surname', 'mblNo', 'email', 'gender', 'birthDt', 'createDt'];

const Rows = () => {
  const { data } = useListContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  return (
    <table>
      <thead>
        <tr>
          <th />
          {COLUMNS.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data?.map((record) => (
          <tr key={record.id} onClick={() => navigate(createPath({ resource: 'customers', id: record.id, type: 'show' }))}>
            <td />
            {COLUMNS.map((column) => (
              <td key={column}>{String(record[column] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const CustomerList = () => (
  <ListBase sort={{ field: 'createDt', order: 'DESC' }} perPage={10}>
    <Rows />
  </ListBase>
);

const Record = () => {
  const record = useRecordContext();
  return record ? (
    <div className="RaShow-main">
      {COLUMNS.map((column) => (
        <p key={column}>{String(record[column] ?? '')}</p>
      ))}
    </div>
  ) : null;
};

const CustomerShow = () => (
  <ShowBase>
    <Record />
  </ShowBase>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
        <Resource name="customers" list={CustomerList} show={CustomerShow} />
      </Admin>
    </BrowserRouter>
  </StrictMode>,
);
