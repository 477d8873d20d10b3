function a(...a = async () => {}, a = async ({ }, [] = - async () => {
    switch ((async function(a) {}).#a) {
    }
} << this ? (import.meta) : async (a = async (a) => {}) => {}) => {}) {}
