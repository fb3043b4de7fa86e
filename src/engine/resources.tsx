// One react-admin <Resource> per resource file: list, show, create and edit where the file declares them.
import { Resource } from 'react-admin';
import type { ResourceDefinition } from './definitions';
import { iconFor } from './icons';
import { ResourceCreate, ResourceEdit } from './pages/ResourceForm';
import { ResourceList } from './pages/ResourceList';
import { ResourceShow } from './pages/ResourceShow';
import { resourceDefinitions } from './registry';

const resourceElement = (definition: ResourceDefinition) => {
  const { methods } = definition;
  return (
    <Resource
      key={definition.name}
      name={definition.name}
      icon={iconFor(definition.icon)}
      recordRepresentation={definition.recordRepresentation ?? definition.idField}
      list={methods.getList && definition.list ? () => <ResourceList definition={definition} /> : undefined}
      show={methods.getOne && definition.show ? () => <ResourceShow definition={definition} /> : undefined}
      create={methods.create && definition.form ? () => <ResourceCreate definition={definition} /> : undefined}
      edit={methods.getOne && methods.update && definition.form ? () => <ResourceEdit definition={definition} /> : undefined}
    />
  );
};

export const declaredResources = () => resourceDefinitions.map(resourceElement);
