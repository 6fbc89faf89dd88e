// Renders the API's own OpenAPI document (served by the api function) as a reference page: one
// section per operation with its method, path, summary, description, parameters, body and scope.
(async () => {
  const target = document.getElementById('reference');
  const element = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const schemaName = (schema) =>
    schema?.$ref ? schema.$ref.split('/').pop() : (schema?.type ?? '');
  try {
    const response = await fetch('/api/connect/v1/openapi.json');
    const doc = await response.json();
    target.textContent = '';
    target.append(element('p', doc.info.description));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const section = element('section', undefined, 'operation');
        const heading = element('h2');
        heading.append(element('span', method.toUpperCase(), 'method'), element('code', path));
        section.append(heading, element('p', operation.summary));
        if (operation.description) section.append(element('p', operation.description));
        const keyed = operation.security && operation.security.length > 0;
        const forbidden = operation.responses?.['403']?.description;
        section.append(
          element(
            'p',
            keyed ? (forbidden ?? 'Needs an API key.') : 'Public: no key needed.',
            'scope',
          ),
        );
        const parameters = operation.parameters ?? [];
        if (parameters.length > 0) {
          const list = element('ul');
          for (const parameter of parameters) {
            const item = element('li');
            item.append(
              element('code', parameter.name),
              document.createTextNode(
                ` (${parameter.in}${parameter.required ? ', required' : ''}) ${parameter.description ?? schemaName(parameter.schema)}`,
              ),
            );
            list.append(item);
          }
          section.append(list);
        }
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (body) {
          const name = schemaName(body);
          section.append(element('p', `Body: ${name}`));
          section.append(
            element('pre', JSON.stringify(doc.components.schemas[name] ?? body, null, 2)),
          );
        }
        const statuses = Object.keys(operation.responses ?? {}).join(', ');
        section.append(element('p', `Answers: ${statuses}`, 'scope'));
        target.append(section);
      }
    }
  } catch {
    target.textContent = 'The API document could not be loaded.';
  }
})();
