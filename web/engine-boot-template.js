// The built page's first script (vite.config.js fills in the engine worker's file and puts this
// at the top of the page's head): starts the engine worker while the page is still being parsed,
// before the page's own script has arrived and run, so that the engine loads meanwhile.
// engine-client.js takes the worker over, with the events it sent before then (a worker's
// events that nobody listens to are lost). Where this did not run (the development server, a
// failure), the page's script starts the worker itself.
(() => {
  try {
    performance.mark('tfplay:engine-start');
    // As engine-client.js's startWorker names it: load the engine from engine/ at once.
    const start = new URLSearchParams({ engine: new URL('engine/', document.baseURI).href, stored: 'use', module: 'none' });
    const url = new URL(__TFPLAY_ENGINE_WORKER__, document.currentScript.src);
    const worker = new Worker(url, { type: 'module', name: `tfplay-engine?${start}` });
    const early = [];
    worker.onmessage = worker.onerror = (event) => {
      if (event.type === 'error') event.preventDefault();
      early.push(event);
    };
    window.tfplayEngineWorker = { worker, early };
  } catch {
    window.tfplayEngineWorker = null; // the page's script starts the worker
  }
})();
