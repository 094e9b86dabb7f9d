// Lists the widget's events on the page: what a partner would send to their analytics. They carry ids only.
const list = document.getElementById('events');
for (const type of ['verity:ready', 'verity:page-change', 'verity:submit', 'verity:error', 'verity:close']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.textContent = `${type} ${JSON.stringify(event.detail)}`;
    list.append(item);
  });
}
