// The shop's own script, as a shop plugin ships one: an add-to-cart form posts without a reload, says what happened
// in its status, and tells the page the cart changed with the shop's `added_to_cart` event, which <pb-cart> hears.
// Without this script the forms post and come back with the notice. Not part of the library.
for (const form of document.querySelectorAll('form[data-shop-add]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = form.querySelector('.shop-added');
    const button = form.querySelector('button');
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    let text = 'The cart could not be reached. Please try again.';
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = await res.json();
      if (res.ok) {
        text = body.message;
        document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: body }));
      } else if (typeof body.error === 'string') text = body.error;
    } catch {}
    button.removeAttribute('aria-disabled');
    status.textContent = text;
    status.classList.toggle('is-error', !text.includes('added'));
  });
}
