/** Filter the errata table by kind and sort it by card or document order; the choice lives in the URL. */
export function attachErrataTable(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>('[data-errata-controls]');
  const body = root.querySelector<HTMLElement>('[data-errata-rows]');
  const status = root.querySelector<HTMLElement>('[data-errata-status]');
  if (!form || !body || !status) return;
  const kind = form.elements.namedItem('kind') as HTMLSelectElement;
  const sort = form.elements.namedItem('sort') as HTMLSelectElement;
  const rows = [...body.querySelectorAll<HTMLTableRowElement>('tr')];
  const params = new URLSearchParams(location.search);
  kind.value = params.get('kind') ?? '';
  sort.value = params.get('sort') === 'document' ? 'document' : 'card';
  form.hidden = false;

  const apply = (announce: boolean) => {
    const sorted = [...rows].sort((a, b) =>
      sort.value === 'document'
        ? Number(a.dataset.order) - Number(b.dataset.order)
        : (a.dataset.card ?? '').localeCompare(b.dataset.card ?? '', 'en', { sensitivity: 'base' }),
    );
    let shown = 0;
    for (const row of sorted) {
      row.hidden = kind.value !== '' && row.dataset.kind !== kind.value;
      if (!row.hidden) shown++;
    }
    body.replaceChildren(...sorted);
    const url = new URL(location.href);
    url.search = new URLSearchParams([...(kind.value ? [['kind', kind.value]] : []), ...(sort.value === 'document' ? [['sort', 'document']] : [])]).toString();
    history.replaceState(null, '', url);
    if (announce) status.textContent = `${shown} errata shown.`;
  };
  form.addEventListener('change', () => apply(true));
  apply(false);
}
