// The React recipe's entry: no `await init()` here, the hooks load kinema.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Inbox } from './Inbox.jsx';

function App() {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1>kinema in React</h1>
      <label>
        <input type="checkbox" className="show" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        {' '}Show the inbox (unchecking unmounts it: the Scroller is destroyed)
      </label>
      {shown && <Inbox />}
    </main>
  );
}

createRoot(document.getElementById('app')).render(<StrictMode><App /></StrictMode>);
document.body.dataset.state = 'ready';
