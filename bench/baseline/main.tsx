// The bench baseline: a plain, hand-written react-admin 5 app with one resource, customers (list, show, edit,
// create), over ra-data-simple-rest against the JSON endpoint the bench serves (bench/ui/servers.ts) with the
// mock backend's own customer rows. It is what the console is compared with: same libraries (this repository's
// node_modules), react-admin's defaults everywhere.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Create,
  DataTable,
  Edit,
  EmailField,
  FunctionField,
  List,
  RadioButtonGroupInput,
  required,
  Resource,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { benchAuthProvider as authProvider } from '../shared/benchAuth';
import { BrowserRouter } from 'react-router-dom';

const dataProvider = simpleRestProvider('/api');

/** The mock backend's dates are yyyymmdd strings: shown in the browser's locale, as the console does. */
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{8}$/.test(value) ? new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`).toLocaleDateString() : '';

const genders = [
  { id: 'M', name: 'Male' },
  { id: 'F', name: 'Female' },
];

const CustomerList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="gender" source="gender" choices={genders} />]} sort={{ field: 'createDt', order: 'DESC' }} perPage={10}>
    <DataTable rowClick="show">
      <DataTable.Col source="firstName" />
      <DataTable.Col source="surname" />
      <DataTable.Col source="mblNo" label="Mobile number" />
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="gender" />
      <DataTable.Col source="birthDt" label="Birth date" render={(record) => day(record.birthDt)} />
      <DataTable.Col source="createDt" label="Created" render={(record) => day(record.createDt)} />
    </DataTable>
  </List>
);

const CustomerShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="firstName" />
      <TextField source="middleName" />
      <TextField source="surname" />
      <TextField source="gender" />
      <FunctionField source="birthDt" label="Birth date" render={(record) => day(record.birthDt)} />
      <FunctionField source="anniversaryDt" label="Anniversary" render={(record) => day(record.anniversaryDt)} />
      <TextField source="mblNo" label="Mobile number" />
      <EmailField source="email" />
      <TextField source="note" />
      <TextField source="blackFlg" label="Blacklisted" />
      <FunctionField source="createDt" label="Created" render={(record) => day(record.createDt)} />
    </SimpleShowLayout>
  </Show>
);

const CustomerForm = () => (
  <SimpleForm>
    <TextInput source="firstName" validate={required()} />
    <TextInput source="middleName" />
    <TextInput source="surname" validate={required()} />
    <RadioButtonGroupInput source="gender" choices={genders} />
    <TextInput source="birthDt" label="Birth date (yyyymmdd)" />
    <TextInput source="anniversaryDt" label="Anniversary (yyyymmdd)" />
    <TextInput source="mblNo" label="Mobile number" validate={required()} />
    <TextInput source="email" type="email" />
    <TextInput source="note" multiline fullWidth />
  </SimpleForm>
);

const CustomerEdit = () => (
  <Edit>
    <CustomerForm />
  </Edit>
);

const CustomerCreate = () => (
  <Create redirect="show">
    <CustomerForm />
  </Create>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths (/customers/123/show), as the console has, instead of react-admin's default hash router. */}
    <BrowserRouter>
      <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
        <Resource name="customers" list={CustomerList} show={CustomerShow} edit={CustomerEdit} create={CustomerCreate} recordRepresentation="firstName" />
      </Admin>
    </BrowserRouter>
  </StrictMode>,
);
